// Mistake: completed sent right after calling adopt, before its callback has given the kitten's name.
// 错误：调用 adopt 之后马上就发了 completed，那时回调还没给出小猫的名字。
import RxCore

func kitten(for being: String, adopt: @escaping (_ being: String, _ completion: @escaping (String) -> Void) -> Void) -> Observable<String> {
    Observable<String>.create { observer in
        adopt(being) { kitten in
            observer.on(.next(kitten))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}
