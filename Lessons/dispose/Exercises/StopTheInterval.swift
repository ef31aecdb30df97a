import LessonKit
import RxCore

extension Attempt {
    /// `subscription` is an interval that emits 0, 1, 2, ... every 3 ticks, subscribed at tick 0.
    /// Only next(0), next(1) and next(2) (ticks 3, 6, 9) may arrive.
    static func stopTheInterval(_ subscription: Disposable, play: Playground) {
        // TODO: dispose `subscription` after the third value and before the fourth (tick 12).
        // Right now nobody disposes it, so the interval runs forever.
    }
}
