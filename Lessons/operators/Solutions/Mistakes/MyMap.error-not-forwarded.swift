// Mistake: next and completed forwarded, but the error dropped with `default: break`, so a failing source looks endless.
// 错误：转发了 next 和 completed，却用 `default: break` 丢掉了 error，上游出错时结果看起来永远不结束。
import RxCore

func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
    Observable<Result>.create { observer in
        source.subscribe { event in
            switch event {
            case .next(let value): observer.on(.next(transform(value)))
            case .completed: observer.on(.completed)
            default: break
            }
        }
    }
}
