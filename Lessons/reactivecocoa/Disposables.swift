import CourseKit
import LessonKit
import RxCore

/// The RACDisposable family.
let disposables = Demo(
    id: "disposables",
    documented: ""
) { play in
    let once = RACDisposable { play.say(zh: "RACDisposable：执行清理", en: "RACDisposable: cleanup runs") }
    once.dispose()
    once.dispose()
    play.say(zh: "RACDisposable：再次 dispose，什么也不执行", en: "RACDisposable: disposed again, nothing runs")

    let a = RACDisposable(), b = RACDisposable()
    let serial = RACSerialDisposable(disposable: a)
    let previous = serial.swapInDisposable(b)
    play.say(zh: "RACSerialDisposable：换入 B，换回来的是 \(previous as AnyObject === a ? "A" : "?")；A 已 dispose？\(a.isDisposed)", en: "RACSerialDisposable: swapped in B, got \(previous as AnyObject === a ? "A" : "?") back; A disposed? \(a.isDisposed)")
    serial.dispose()
    play.say(zh: "RACSerialDisposable：已 dispose；B 已 dispose？\(b.isDisposed)", en: "RACSerialDisposable: disposed; B disposed? \(b.isDisposed)")

    let rxA = RACDisposable(), rxB = RACDisposable()
    let rxSerial = SerialDisposable()
    rxSerial.disposable = rxA
    rxSerial.disposable = rxB
    play.say(zh: "RxSwift 的 SerialDisposable：设为 B；A 已 dispose？\(rxA.isDisposed)", en: "RxSwift SerialDisposable: set B; A disposed? \(rxA.isDisposed)")
    rxSerial.dispose()

    let (ca, cb, cc) = (RACDisposable(), RACDisposable(), RACDisposable())
    let compound = RACCompoundDisposable(disposables: [ca, cb, cc])
    let held = compound.count
    compound.removeDisposable(cb)
    play.say(zh: "RACCompoundDisposable：装着 \(held) 个，移除 B；B 已 dispose？\(cb.isDisposed)", en: "RACCompoundDisposable: holds \(held), removed B; B disposed? \(cb.isDisposed)")
    compound.dispose()
    play.say(zh: "RACCompoundDisposable：已 dispose；A 已 dispose？\(ca.isDisposed)，C 已 dispose？\(cc.isDisposed)，B 已 dispose？\(cb.isDisposed)", en: "RACCompoundDisposable: disposed; A disposed? \(ca.isDisposed), C disposed? \(cc.isDisposed), B disposed? \(cb.isDisposed)")
    let late = RACDisposable()
    compound.addDisposable(late)
    play.say(zh: "RACCompoundDisposable：之后加入 D；D 已 dispose？\(late.isDisposed)", en: "RACCompoundDisposable: D added afterwards; D disposed? \(late.isDisposed)")

    final class Screen {
        var subscriptions: [RACScopedDisposable] = []
    }
    var screen: Screen? = Screen()
    let timer = Observable<Int>.interval(.milliseconds(100), scheduler: play.scheduler).map { $0 + 1 }.racSignal
    let subscription = play.probe("timer", signal: timer).subscribeNext { play.say(zh: "计时器 \($0)", en: "timer tick \($0)") }
    screen?.subscriptions.append(subscription.asScopedDisposable())
    play.at(3) {
        screen = nil
        play.say(zh: "第 \(play.now) 拍界面被销毁", en: "screen released at tick \(play.now)")
    }
}
