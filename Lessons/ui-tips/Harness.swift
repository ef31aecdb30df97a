import CourseKit
import LessonKit
import Marbles
import RxCocoaKit
import RxCore

struct SearchFailed: Error {}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let searchResults = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>, SchedulerType) -> Observable<[String]>, play, inputs: SearchResultsInputs) in
        let api = SearchAPI(play, latency: Tick.interval(searchLatency))
        let query = PublishSubject<String>()
        let search: (String) -> Observable<[String]> = { api.rawSearchResults($0) }
        let results = attempt(query.asObservable(), search, play.scheduler)
        play.record("result", results.map { $0.count })
        for (tick, text) in keystrokes(inputs.typed) {
            play.at(tick) { query.onNext(text) }
        }
    }

    public static let sharedResults = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>) -> Observable<[String]>, play, inputs: SharedResultsInputs) in
        let api = SearchAPI(play, latency: Tick.interval(4))
        let searchField = TextField()
        let countLabel = Label()
        let query = searchField.rx.text.orEmpty.asObservable()
        let search: (String) -> Observable<[String]> = { api.getSearchResults($0) }
        let results = attempt(query, search)
        let label = results.map { "\($0.count) results" }.bind(to: countLabel.rx.text)
        play.at(1) { searchField.replaceText(with: inputs.query) }
        play.at(inputs.listAt) { play.record("result", results.map { $0.count }) }
        play.at(inputs.closedAt) {
            play.print("label: \(countLabel.text ?? "nil")")
            play.print("requests: \(api.network.requestCount)")
            label.dispose()
            // The screen closes: its text field goes away here, and rx.text completes with it.
            withExtendedLifetime(searchField) {}
        }
    }

    /// Queries typed into a search whose results come off the network on a background thread
    /// (a query with `?` gets a 500); the learner binds them to a label, graded as `result`.
    public static let showCount = ExerciseHarness { (attempt: (Observable<[String]>, Label) -> Disposable, play, inputs: ShowCountInputs) in
        let api = SearchAPI(play, latency: Tick.interval(searchLatency))
        let label = Label()
        let query = PublishSubject<String>()
        play.record("result", label.rx.textChanges)
        let binding = attempt(query.flatMapLatest { api.rawSearchResults($0) }, label)
        for (tick, text) in keystrokes(inputs.typed) {
            play.at(tick) { query.onNext(text) }
        }
        // The screen closes: the binding ends, and the label (which a Binder holds weakly) goes.
        play.at(inputs.closedAt) { withExtendedLifetime(label) { binding.dispose() } }
    }

    /// A search that answers 3 ticks after each attempt and prints every attempt: a flaky
    /// query fails on its first two attempts, a down one on every attempt.
    public static let clearWhileLoading = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>) -> Observable<[String]>, play, inputs: ClearWhileLoadingInputs) in
        let flaky = Set(inputs.flaky)
        let down = Set(inputs.down)
        let scheduler = play.scheduler
        var attempts: [String: Int] = [:]
        let search = { (text: String) in
            Observable<[String]>.create { observer in
                attempts[text, default: 0] += 1
                let failing = down.contains(text) || (flaky.contains(text) && attempts[text, default: 0] <= 2)
                play.print("search \(text) at tick \(play.now)")
                return scheduler.scheduleRelative((), dueTime: Tick.interval(3)) { _ in
                    if failing {
                        observer.onError(SearchFailed())
                    } else {
                        observer.onNext(repositories(matching: text))
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
            }
        }
        let query = PublishSubject<String>()
        play.record("result", attempt(query.asObservable(), search).map { $0.count })
        for (tick, text) in keystrokes(inputs.typed) {
            play.at(tick) { query.onNext(text) }
        }
    }

    public static let searchLatency = 4

    /// `tick=text;…` as the harness plays it.
    static func keystrokes(_ typed: String) -> [(Int, String)] {
        typed.split(separator: ";").map { entry in
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Int(parts[0]) ?? 0, parts.count > 1 ? String(parts[1]) : "")
        }
    }
}

/// What SearchResults is given: a scenario's inputs, made by the judge.
public struct SearchResultsInputs: ScenarioInputs {
    public let typed: String

    public init(typed: String) {
        self.typed = typed
    }
}

/// What SharedResults is given: a scenario's inputs, made by the judge.
public struct SharedResultsInputs: ScenarioInputs {
    public let query: String
    public let listAt: Int
    public let closedAt: Int

    public init(query: String, listAt: Int, closedAt: Int) {
        self.query = query
        self.listAt = listAt
        self.closedAt = closedAt
    }
}

/// What ShowCount is given: a scenario's inputs, made by the judge.
public struct ShowCountInputs: ScenarioInputs {
    public let typed: String
    public let closedAt: Int

    public init(typed: String, closedAt: Int) {
        self.typed = typed
        self.closedAt = closedAt
    }
}

/// What ClearWhileLoading is given: a scenario's inputs, made by the judge.
public struct ClearWhileLoadingInputs: ScenarioInputs {
    public let typed: String
    public let flaky: [String]
    public let down: [String]

    public init(typed: String, flaky: [String], down: [String]) {
        self.typed = typed
        self.flaky = flaky
        self.down = down
    }
}
