import LessonKit
import RxCore

/// The RACDisposable family.
let disposables = Demo(
    id: "disposables",
    documented: ""
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
