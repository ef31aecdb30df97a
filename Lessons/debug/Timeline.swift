import LessonKit
import RxCore

/// A cold sequence of timed events for exercises: each subscriber gets `events` at these
/// offsets (ticks) from its own subscription. Unlike a test scheduler's cold observable, it
/// needs nobody to keep it alive until its events have run.
func timeline<Element>(_ play: Playground, _ events: [(Int, Event<Element>)]) -> Observable<Element> {
    let scheduler = play.scheduler
    return Observable<Element>.create { observer in
        let start = scheduler.clock
        let cancelled = BooleanDisposable()
        for (offset, event) in events {
            scheduler.scheduleAt(start + offset) {
                if !cancelled.isDisposed { observer.on(event) }
            }
        }
        return cancelled
    }
}
