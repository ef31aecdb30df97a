import LessonKit
import RxCore

/// One element, then completed: `just`, written with `create`.
func myJust<E>(_ element: E) -> Observable<E> {
    Observable.create { observer in
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

let myJustDemo = Demo(
    id: "my-just",
    title: Localized(zh: "myJust：一个元素，然后结束", en: "myJust: one element, then the end"),
    explanation: Localized(
        zh: "create 的闭包就是 subscribe 的实现：每个订阅者来时它都运行一次，拿到这个订阅者的 observer。myJust 在里面发一个 next，再发 completed，最后交回一个什么也不做的 disposable（Disposables.create()，旧名 NopDisposable.instance）。弹珠图里 (0|) 表示 0 和 completed 在同一拍发生。",
        en: "create's closure is the implementation of subscribe: it runs once per subscriber, with that subscriber's observer. myJust sends one next, then completed, and hands back a disposable that does nothing (Disposables.create(), once NopDisposable.instance). In the marbles, (0|) means 0 and completed happen on the same tick."
    ),
    documented: "0"
) { play in
    _ = play.probe("myJust(0)", myJust(0))
        .subscribe(onNext: { n in
            play.print(n)
        })
}
