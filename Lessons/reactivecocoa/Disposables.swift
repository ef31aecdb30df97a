import LessonKit
import RxCore

/// The RACDisposable family.
let disposables = Demo(
    id: "disposables",
    title: Localized(zh: "清洁工：RACDisposable、Serial、Compound、Scoped", en: "The cleaners: RACDisposable, serial, compound, scoped"),
    explanation: Localized(
        zh: "RACDisposable 封装结束一次订阅要做的事，只做一次。RACSerialDisposable 装一个 disposable，可以原子地换出来：换出来的旧值交还给你，并不会被 dispose（RxSwift 的 SerialDisposable 则会 dispose 旧值）。RACCompoundDisposable 装很多个，可以添加和移除（移除不 dispose），自己被 dispose 时全部 dispose，之后再加进来的立即 dispose。RACScopedDisposable 在自己被释放时 dispose：这里一个页面对象持有它，第 3 秒页面被释放，每秒一次的计时订阅随之结束。",
        en: "A RACDisposable wraps the work of ending one subscription, done once. RACSerialDisposable holds one disposable that can be swapped out atomically: the old one is handed back to you, not disposed (RxSwift's SerialDisposable does dispose it). RACCompoundDisposable holds many, can add and remove them (removing does not dispose), disposes them all when it is disposed, and disposes anything added afterwards at once. RACScopedDisposable disposes when it is deallocated: here a screen object holds one, the screen goes away at 3 s, and the once-a-second timer subscription ends with it."
    ),
    documented: "",
    note: Localized(
        zh: "文档只描述这几个子类；这里打印每一个的行为。",
        en: "The document only describes the subclasses; here we print what each of them does."
    )
) { play in
    let once = RACDisposable { play.print("RACDisposable: cleanup runs") }
    once.dispose()
    once.dispose()
    play.print("RACDisposable: disposed again, nothing runs")

    let a = RACDisposable(), b = RACDisposable()
    let serial = RACSerialDisposable(disposable: a)
    let previous = serial.swapInDisposable(b)
    play.print("RACSerialDisposable: swapped in B, got \(previous as AnyObject === a ? "A" : "?") back; A disposed? \(a.isDisposed)")
    serial.dispose()
    play.print("RACSerialDisposable: disposed; B disposed? \(b.isDisposed)")

    let rxA = RACDisposable(), rxB = RACDisposable()
    let rxSerial = SerialDisposable()
    rxSerial.disposable = rxA
    rxSerial.disposable = rxB
    play.print("RxSwift SerialDisposable: set B; A disposed? \(rxA.isDisposed)")
    rxSerial.dispose()

    let (ca, cb, cc) = (RACDisposable(), RACDisposable(), RACDisposable())
    let compound = RACCompoundDisposable(disposables: [ca, cb, cc])
    let held = compound.count
    compound.removeDisposable(cb)
    play.print("RACCompoundDisposable: holds \(held), removed B; B disposed? \(cb.isDisposed)")
    compound.dispose()
    play.print("RACCompoundDisposable: disposed; A disposed? \(ca.isDisposed), C disposed? \(cc.isDisposed), B disposed? \(cb.isDisposed)")
    let late = RACDisposable()
    compound.addDisposable(late)
    play.print("RACCompoundDisposable: D added afterwards; D disposed? \(late.isDisposed)")

    final class Screen {
        var subscriptions: [RACScopedDisposable] = []
    }
    var screen: Screen? = Screen()
    let timer = Observable<Int>.interval(.seconds(1), scheduler: play.scheduler).map { $0 + 1 }.racSignal
    let subscription = play.probe("timer", signal: timer).subscribeNext { play.print("timer tick \($0)") }
    screen?.subscriptions.append(subscription.asScopedDisposable())
    play.at(3) {
        screen = nil
        play.print("screen released at \(play.now) s")
    }
}
