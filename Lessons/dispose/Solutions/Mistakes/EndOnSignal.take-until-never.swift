// Mistake: take(until:) is there, but its signal never comes; create ends the numbers by hand, so take(until:) does none of the work.
// 错误：链里有 take(until:)，可它等的信号永远不来；是 create 自己结束了这些数，take(until:) 什么也没做。
import RxCore

func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
    Observable.create { observer in
        let numbers = ticks.take(until: Observable<Void>.never()).subscribe(observer)
        let ender = stop.subscribe(onNext: {
            observer.onCompleted()
            numbers.dispose()
        })
        return Disposables.create(numbers, ender)
    }
}
