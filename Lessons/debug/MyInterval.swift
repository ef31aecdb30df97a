import Foundation
import LessonKit
import RxCore

/// The chapter's hand-made interval, on the virtual clock: it prints `Subscribed` when a
/// subscription starts its own timer and `Disposed` when that timer is stopped.
func myInterval(_ interval: TimeInterval, on play: Playground) -> Observable<Int> {
    Observable.create { observer in
        play.print("Subscribed")
        let timer = Observable<Int>.interval(.milliseconds(Int(interval * 1000)), scheduler: play.scheduler)
            .subscribe(onNext: { observer.on(.next($0)) })
        return Disposables.create {
            play.print("Disposed")
            timer.dispose()
        }
    }
}
