import LessonKit
import RxCore

/// Every element of an array, then completed: `from`, written with `create`.
func myFrom<E>(_ sequence: [E]) -> Observable<E> {
    Observable.create { observer in
        for element in sequence {
            observer.on(.next(element))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}

let myFromTwiceDemo = Demo(
    id: "my-from-twice",
    title: Localized(zh: "myFrom 订阅两次：每次都从头来", en: "myFrom subscribed twice: each time from the start"),
    explanation: Localized(
        zh: "myFrom 把数组里的元素一个个发出，再 completed。同一个 stringCounter 被订阅了两次，两次都完整地收到 first 和 second: Observable 不是一次性的值，而是一份配方，每次订阅都重新执行一遍。下面两行弹珠图就是这两次订阅。",
        en: "myFrom sends the array's elements one by one, then completed. The same stringCounter is subscribed twice, and both subscriptions get first and second in full: an Observable is not a one-shot value but a recipe, run again for every subscription. The two marble rows below are the two subscriptions."
    ),
    documented: """
    Started ----
    first
    second
    ----
    first
    second
    Ended ----
    """
) { play in
    let stringCounter = myFrom(["first", "second"])
    play.print("Started ----")
    // first time
    _ = play.probe("first subscription", stringCounter)
        .subscribe(onNext: { n in
            play.print(n)
        })
    play.print("----")
    // again
    _ = play.probe("second subscription", stringCounter)
        .subscribe(onNext: { n in
            play.print(n)
        })
    play.print("Ended ----")
}
