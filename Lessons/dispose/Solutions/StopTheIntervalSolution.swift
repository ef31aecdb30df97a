import LessonKit
import RxCore

extension Solution {
    /// The interval only stops when its subscription is disposed. Disposing it at tick 10
    /// (after next(2) at tick 9, before next(3) at tick 12) is the document's
    /// "sleep, then dispose()" on the virtual clock.
    static func stopTheInterval(_ subscription: Disposable, play: Playground) {
        play.at(10) { subscription.dispose() }
    }
}
