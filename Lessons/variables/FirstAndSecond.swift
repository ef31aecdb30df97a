import LessonKit
import RxCore

/// The document's program, for any holder of an Int that sends its current value first
/// (`Variable(0)` or `BehaviorRelay(value: 0)`): First subscribes to `values`, `send(1)`,
/// Second subscribes, `send(2)`, two ticks between the steps so the diagram shows the order.
/// Each subscriber prints what it receives, and Completed if `values` ever completes.
func firstAndSecondSubscribers(_ play: Playground, values: Observable<Int>, send: (Int) -> Void) {
    play.print("Before first subscription ---")
    _ = play.probe("First", values)
        .subscribe(onNext: { play.print("First \($0)") }, onCompleted: { play.print("Completed 1") })
    play.sleep(0.2)
    play.print("Before send 1")
    send(1)
    play.sleep(0.2)
    play.print("Before second subscription ---")
    _ = play.probe("Second", values)
        .subscribe(onNext: { play.print("Second \($0)") }, onCompleted: { play.print("Completed 2") })
    play.sleep(0.2)
    play.print("Before send 2")
    send(2)
    play.sleep(0.2)
    play.print("End ---")
}
