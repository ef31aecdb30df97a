import CourseKit
import Dispatch
import LessonKit
import RxBlocking
import RxCore

/// The disk's error in WaitForResults.
struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

/// What the graded program runs for each exercise: it runs the learner's function on real
/// queues and prints facts that do not depend on timing (values, their order, where each
/// step ran). What the runs must print is in `Judge/`, which it never links.
public enum Harness {
    public static let waitForResults = ExerciseHarness { (attempt: (Observable<Int>) throws -> [Int], play, inputs: WaitForResultsInputs) in
        let values = inputs.values
        let fails = inputs.ends == "error"
        let worker = NamedQueue("worker")
        // The work sends its results from the worker's queue, after the subscriber has gone on.
        let work = Observable<Int>.create { observer in
            worker.queue.async {
                values.forEach(observer.onNext)
                if fails { observer.onError(DiskFull()) } else { observer.onCompleted() }
            }
            return Disposables.create()
        }
        do {
            let results = try attempt(work)
            play.print("results: " + results.map(String.init).joined(separator: " "))
        } catch {
            play.print("error: \(error)")
        }
        worker.drain()
    }

    public static let readInBackground = ExerciseHarness { (attempt: (Observable<String>, ImmediateSchedulerType) -> Observable<String>, play, inputs: ReadInBackgroundInputs) in
        let lines = inputs.lines
        let background = NamedQueue("background")
        let callerWentOn = DispatchSemaphore(value: 0)
        let log = SharedLog()
        // The read is slow: it starts once the caller has gone on (or after a second, when the
        // caller itself is stuck in it: then the screen froze for that long).
        let read = Observable<String>.create { observer in
            let callerWentOnFirst = callerWentOn.wait(timeout: .now() + 1) == .success
            log.add("read on: \(NamedQueue.current)")
            log.add("the caller went on before the read: \(callerWentOnFirst)")
            lines.forEach(observer.onNext)
            observer.onCompleted()
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        let received = SharedLog()
        let subscription = attempt(read, background.scheduler).subscribe(
            onNext: { received.add($0) },
            onError: { received.add("error \($0)"); done.signal() },
            onCompleted: { done.signal() }
        )
        callerWentOn.signal()
        _ = done.wait(timeout: .now() + 5)
        subscription.dispose()
        background.drain()
        background.drain()
        log.lines.forEach { play.print($0) }
        play.print("lines: " + received.lines.joined(separator: " "))
    }

    public static let loadScreen = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Int, ImmediateSchedulerType, ImmediateSchedulerType) -> Observable<Int>, play, inputs: LoadScreenInputs) in
        let records = inputs.records.split(separator: " ").map(String.init)
        // The graded program's own main thread waits for the result, so a serial queue named
        // ui plays the main thread here.
        let background = NamedQueue("background"), ui = NamedQueue("ui")
        let readOn = SharedLog(), parsedOn = SharedLog(), shownOn = SharedLog()
        let read = Observable<String>.create { observer in
            readOn.add(NamedQueue.current)
            records.forEach(observer.onNext)
            observer.onCompleted()
            return Disposables.create()
        }
        let parse = { (record: String) -> Int in
            parsedOn.add(NamedQueue.current)
            return Int(record.dropFirst("n=".count)) ?? 0
        }
        let shown = try? attempt(read, parse, background.scheduler, ui.scheduler)
            .do(onNext: { _ in shownOn.add(NamedQueue.current) })
            .toBlocking(timeout: 5)
            .toArray()
        for _ in 0..<2 {
            background.drain()
            ui.drain()
        }
        play.print("read on: " + places(readOn))
        play.print("parse on: " + places(parsedOn))
        play.print("shown on: " + places(shownOn))
        play.print("values: " + (shown ?? []).map(String.init).joined(separator: " "))
    }

    /// The distinct places in the order they first came, or "nowhere".
    static func places(_ log: SharedLog) -> String {
        var seen: [String] = []
        for place in log.lines where !seen.contains(place) { seen.append(place) }
        return seen.isEmpty ? "nowhere" : seen.joined(separator: ", ")
    }
}

/// What WaitForResults is given: a scenario's inputs, made by the judge.
public struct WaitForResultsInputs: ScenarioInputs {
    public let values: [Int]
    public let ends: String

    public init(values: [Int], ends: String) {
        self.values = values
        self.ends = ends
    }
}

/// What ReadInBackground is given: a scenario's inputs, made by the judge.
public struct ReadInBackgroundInputs: ScenarioInputs {
    public let lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }
}

/// What LoadScreen is given: a scenario's inputs, made by the judge.
public struct LoadScreenInputs: ScenarioInputs {
    public let records: String

    public init(records: String) {
        self.records = records
    }
}
