import LessonKit
import RxCore

/// A relay never completes, so its subscriptions end with their owner's DisposeBag.
let relaySubscriptionsEndWithTheirOwner = Demo(
    id: "relay-dispose-bag",
    title: Localized(zh: "relay 不会结束：订阅随 DisposeBag 一起结束", en: "A relay never ends: subscriptions end with the DisposeBag"),
    explanation: Localized(
        zh: "Variable 的 completed 原本会替你结束订阅；换成 BehaviorRelay 以后这件事要自己做。常见做法是把订阅放进界面持有的 DisposeBag：第 4 拍界面关闭（换掉袋子），两个订阅一起被释放，onDisposed 打印出来；第 6 拍再 accept(2)，已经没有人收到了，但 relay 仍然记着这个值。relay 也没有 onError，和 Variable 一样不会失败。",
        en: "Variable's completed used to end subscriptions for you; with a BehaviorRelay that is your job. The usual way is a DisposeBag owned by the screen: at tick 4 the screen closes (its bag is replaced), both subscriptions are disposed and onDisposed prints; at tick 6 accept(2) reaches nobody, yet the relay still holds the value. A relay has no onError either: like Variable, it cannot fail."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档没有这段代码；它演示 BehaviorRelay 的订阅怎样结束，这是它在虚拟时钟上的输出。",
        en: "This code is not in the document; it shows how BehaviorRelay subscriptions end, and this is its output on the virtual clock."
    )
) { play in
    final class Screen {
        var disposeBag = DisposeBag()
    }
    let screen = Screen()
    let relay = BehaviorRelay(value: 0)
    play.probe("First", relay.asObservable())
        .subscribe(onNext: { play.print("First \($0)") }, onDisposed: { play.print("Disposed 1") })
        .disposed(by: screen.disposeBag)
    play.probe("Second", relay.asObservable())
        .subscribe(onNext: { play.print("Second \($0)") }, onDisposed: { play.print("Disposed 2") })
        .disposed(by: screen.disposeBag)
    play.sleep(2)
    relay.accept(1)
    play.sleep(2)
    screen.disposeBag = DisposeBag()
    play.sleep(2)
    relay.accept(2)
    play.print("value after the screen closed: \(relay.value)")
}
