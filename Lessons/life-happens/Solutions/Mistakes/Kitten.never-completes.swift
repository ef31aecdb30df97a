// Mistake: the kitten is sent, but no completed after it, so the sequence never ends.
// 错误：发出了小猫，却没有在它之后发 completed，序列永远不结束。
import RxCore

func kitten(for being: String, adopt: @escaping (_ being: String, _ completion: @escaping (String) -> Void) -> Void) -> Observable<String> {
    Observable<String>.create { observer in
        adopt(being) { kitten in
            observer.on(.next(kitten))
        }
        return Disposables.create()
    }
}
