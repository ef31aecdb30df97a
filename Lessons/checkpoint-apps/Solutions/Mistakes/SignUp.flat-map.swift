// Mistake: flatMap instead of flatMapLatest: the check of a name already replaced still answers, and the button shows a verdict about a name nobody typed any more.
// 错误：用的是 flatMap 而不是 flatMapLatest，于是已经被换掉的用户名的检查照样回答，按钮显示的是一个已经没人要的用户名的结果。
import RxCocoaKit
import RxCore

func signUp(username: Observable<String>, password: Observable<String>,
            isFree: @escaping (String) -> Observable<Bool>, scheduler: SchedulerType) -> Driver<Bool> {
    let nameIsFree = username
        .debounce(.milliseconds(300), scheduler: scheduler)
        .flatMap { name in isFree(name).catchAndReturn(false) }
    let passwordIsStrong = password.map { $0.count >= 6 }
    return Observable.combineLatest(nameIsFree, passwordIsStrong) { $0 && $1 }
        .distinctUntilChanged()
        .asDriver(onErrorJustReturn: false)
}
