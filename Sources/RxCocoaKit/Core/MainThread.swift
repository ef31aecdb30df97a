import Foundation
import RxCore

/// The headless kit's stand-in for the main thread.
///
/// There is no UI thread on Linux (and a lesson runs everything on one real thread), so
/// "main" is a flag: code runs on the main thread unless it runs inside
/// `MainThread.background { }`. `FakeNetwork` delivers its responses there, as
/// `URLSession` delivers on a background queue; hopping back is
/// `observe(on: MainThread.scheduler)` or a `Driver`.
///
/// `MainThread.scheduler` plays `MainScheduler.instance`: work scheduled from the main thread
/// while nothing is queued runs at once; work scheduled from the background is queued on the
/// underlying scheduler, and on a `TestScheduler` that hop costs one tick. Demos point it at
/// the playground's clock with `MainThread.use(play.scheduler)`.
public enum MainThread {
    nonisolated(unsafe) private static var backgroundDepth = 0
    /// The scheduler behind "main", held weakly when it is an object, so a finished
    /// playground's clock is not kept alive by the kit (gone → `MainScheduler.instance`).
    nonisolated(unsafe) private static weak var weakUnderlying: AnyObject?
    nonisolated(unsafe) private static var strongUnderlying: SchedulerType?

    private static var underlying: SchedulerType {
        if let strongUnderlying { return strongUnderlying }
        return (weakUnderlying as? SchedulerType) ?? MainScheduler.instance
    }
    nonisolated(unsafe) static var queued = 0

    /// True unless the caller is inside `background { }` (and not back inside a main hop).
    public static var isCurrent: Bool { backgroundDepth == 0 }

    /// Makes `scheduler` the clock behind the main thread, usually the playground's
    /// `TestScheduler`. Drivers, controls and fake networks created afterwards use it.
    public static func use(_ scheduler: SchedulerType) {
        if type(of: scheduler) is AnyClass {
            weakUnderlying = scheduler as AnyObject
            strongUnderlying = nil
        } else {
            weakUnderlying = nil
            strongUnderlying = scheduler
        }
        queued = 0
        backgroundDepth = 0
    }

    /// The scheduler the UI lives on: `MainScheduler.instance`'s role (`Driver` observes on it).
    public static var scheduler: SchedulerType {
        MainThreadScheduler(base: underlying)
    }

    /// Runs `body` as if on a background thread (a network callback, a worker queue).
    public static func background<Result>(_ body: () throws -> Result) rethrows -> Result {
        backgroundDepth += 1
        defer { backgroundDepth -= 1 }
        return try body()
    }

    /// Runs `body` on the main thread, whatever the caller was on.
    static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = backgroundDepth
        backgroundDepth = 0
        defer { backgroundDepth = saved }
        return try body()
    }

    /// A reader for the current virtual tick of the main scheduler, when it is a virtual
    /// clock (`TestScheduler`); nil for a real one. Controls keep it to stamp their history.
    static func tickReader() -> () -> Int? {
        let clock = underlying as? VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>
        return { [weak clock] in clock?.clock }
    }
}

/// `MainScheduler.instance` for the headless kit; see `MainThread`.
final class MainThreadScheduler: SchedulerType {
    let base: SchedulerType

    init(base: SchedulerType) {
        self.base = base
    }

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        // Like MainScheduler: already on main with nothing queued before us → run now.
        if MainThread.isCurrent && MainThread.queued == 0 {
            return action(state)
        }
        return enqueue { run in base.schedule(state) { state in run { action(state) } } }
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        enqueue { run in base.scheduleRelative(state, dueTime: dueTime) { state in run { action(state) } } }
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        base.schedulePeriodic(state, startAfter: startAfter, period: period) { state in
            MainThread.run { action(state) }
        }
    }

    /// Counts work queued for the main thread until it runs or is disposed, and runs it as main.
    private func enqueue(_ schedule: (_ run: @escaping (() -> Disposable) -> Disposable) -> Disposable) -> Disposable {
        final class Ticket { var open = true }
        let ticket = Ticket()
        MainThread.queued += 1
        func close() {
            if ticket.open { ticket.open = false; MainThread.queued -= 1 }
        }
        let inner = schedule { work in
            close()
            return MainThread.run(work)
        }
        return Disposables.create {
            close()
            inner.dispose()
        }
    }
}
