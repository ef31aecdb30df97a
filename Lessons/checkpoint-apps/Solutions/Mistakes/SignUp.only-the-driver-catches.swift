// Mistake: the only fallback is asDriver's: the first failed check reaches the Driver, which sends false and completes, so the button never turns on again.
// 错误：唯一的后备值是 asDriver 的：第一次检查失败就传到了 Driver，它发出 false 然后完成，按钮再也打不开了。
import RxCocoaKit
import RxCore

func signUp(username: Observable<String>, password: Observable<String>,
            isFree: @escaping (String) -> Observable<Bool>, scheduler: SchedulerType) -> Driver<Bool> {
    let nameIsFree = username
        .debounce(.milliseconds(300), scheduler: scheduler)
        .flatMapLatest { name in isFree(name) }
    let passwordIsStrong = password.map { $0.count >= 6 }
    return Observable.combineLatest(nameIsFree, passwordIsStrong) { $0 && $1 }
        .distinctUntilChanged()
        .asDriver(onErrorJustReturn: false)
}
