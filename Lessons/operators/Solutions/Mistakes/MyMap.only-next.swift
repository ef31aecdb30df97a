// Mistake: subscribe(onNext:) forwards the values only; neither the completion nor the error reaches the subscriber.
// 错误：subscribe(onNext:) 只转发了值；completed 和 error 都传不到订阅者那里。
import RxCore

func myMap<Element, Result>(_ source: Observable<Element>, _ transform: @escaping (Element) -> Result) -> Observable<Result> {
    Observable<Result>.create { observer in
        source.subscribe(onNext: { value in observer.on(.next(transform(value))) })
    }
}
