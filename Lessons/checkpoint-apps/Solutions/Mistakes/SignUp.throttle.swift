// Mistake: throttle where the task asks to wait for a pause: the first key of a name is checked at once, before the name is typed.
// 错误：该等输入停顿的地方用了 throttle，于是用户名的第一个键一按下就去检查，那时名字还没输完。
import RxCocoaKit
import RxCore

func signUp(username: Observable<String>, password: Observable<String>,
            isFree: @escaping (String) -> Observable<Bool>, scheduler: SchedulerType) -> Driver<Bool> {
    let nameIsFree = username
        .throttle(.milliseconds(300), scheduler: scheduler)
        .flatMapLatest { name in isFree(name).catchAndReturn(false) }
    let passwordIsStrong = password.map { $0.count >= 6 }
    return Observable.combineLatest(nameIsFree, passwordIsStrong) { $0 && $1 }
        .distinctUntilChanged()
        .asDriver(onErrorJustReturn: false)
}
