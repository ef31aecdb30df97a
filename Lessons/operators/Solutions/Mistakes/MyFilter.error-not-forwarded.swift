// Mistake: the completion forwarded, but the error forgotten, so a failing source never ends the result.
// 错误：转发了 completed，却忘了 error，上游出错时结果永远不结束。
import RxCore

func myFilter<Element>(_ source: Observable<Element>, _ predicate: @escaping (Element) -> Bool) -> Observable<Element> {
    Observable<Element>.create { observer in
        source.subscribe { event in
            switch event {
            case .next(let value):
                if predicate(value) { observer.on(.next(value)) }
            case .completed:
                observer.on(.completed)
            case .error:
                break
            }
        }
    }
}
