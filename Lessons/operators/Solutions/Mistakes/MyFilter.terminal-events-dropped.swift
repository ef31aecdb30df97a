// Mistake: only the next events that pass are forwarded; completed and error are dropped with the rejected values.
// 错误：只转发了通过检验的 next 事件；completed 和 error 跟被拒绝的值一起被丢掉了。
import RxCore

func myFilter<Element>(_ source: Observable<Element>, _ predicate: @escaping (Element) -> Bool) -> Observable<Element> {
    Observable<Element>.create { observer in
        source.subscribe { event in
            if case .next(let value) = event, predicate(value) {
                observer.on(event)
            }
        }
    }
}
