import RxCocoaKit
import RxCore

/// debounce waits for the pause, flatMapLatest drops a check a newer name replaced, and
/// catchAndReturn inside it makes a failed check one `false` instead of the end; combineLatest
/// joins the name's answer with the password's strength, distinctUntilChanged keeps only real
/// changes, and asDriver makes it a Driver.
/// debounce 等输入停顿，flatMapLatest 丢掉被新用户名换掉的检查，放在它里面的
/// catchAndReturn 让一次失败的检查只变成一个 `false`，而不是结束一切；combineLatest
/// 把用户名的回答和密码的强度合在一起，distinctUntilChanged 只留下真正的变化，
/// asDriver 把它变成 Driver。
func signUp(username: Observable<String>, password: Observable<String>,
            isFree: @escaping (String) -> Observable<Bool>, scheduler: SchedulerType) -> Driver<Bool> {
    let nameIsFree = username
        .debounce(.milliseconds(300), scheduler: scheduler)
        .flatMapLatest { name in isFree(name).catchAndReturn(false) }
    let passwordIsStrong = password.map { $0.count >= 6 }
    return Observable.combineLatest(nameIsFree, passwordIsStrong) { $0 && $1 }
        .distinctUntilChanged()
        .asDriver(onErrorJustReturn: false)
}
