import LessonKit
import Marbles
import RxCocoaKit
import RxCore

struct SearchFailed: Error {}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let searchResults = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>, SchedulerType) -> Observable<[String]>, play, scenario) in
        let api = SearchAPI(play, latency: Tick.interval(searchLatency))
        let query = PublishSubject<String>()
        let search: (String) -> Observable<[String]> = { api.rawSearchResults($0) }
        let results = attempt(query.asObservable(), search, play.scheduler)
        play.record("result", results.map { $0.count })
        for (tick, text) in keystrokes(scenario["typed"]) {
            play.at(tick) { query.onNext(text) }
        }
    }

    public static let sharedResults = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>) -> Observable<[String]>, play, scenario) in
        let api = SearchAPI(play, latency: Tick.interval(4))
        let searchField = TextField()
        let countLabel = Label()
        let query = searchField.rx.text.orEmpty.asObservable()
        let search: (String) -> Observable<[String]> = { api.getSearchResults($0) }
        let results = attempt(query, search)
        let label = results.map { "\($0.count) results" }.bind(to: countLabel.rx.text)
        play.at(1) { searchField.replaceText(with: scenario["query"]) }
        play.at(scenario.number("listAt")) { play.record("result", results.map { $0.count }) }
        play.at(scenario.number("closedAt")) {
            play.print("label: \(countLabel.text ?? "nil")")
            play.print("requests: \(api.network.requestCount)")
            label.dispose()
            // The screen closes: its text field goes away here, and rx.text completes with it.
            withExtendedLifetime(searchField) {}
        }
    }

    /// Queries typed into a search whose results come off the network on a background thread
    /// (a query with `?` gets a 500); the learner binds them to a label, graded as `result`.
    public static let showCount = ExerciseHarness { (attempt: (Observable<[String]>, Label) -> Disposable, play, scenario) in
        let api = SearchAPI(play, latency: Tick.interval(searchLatency))
        let label = Label()
        let query = PublishSubject<String>()
        play.record("result", label.rx.textChanges)
        let binding = attempt(query.flatMapLatest { api.rawSearchResults($0) }, label)
        for (tick, text) in keystrokes(scenario["typed"]) {
            play.at(tick) { query.onNext(text) }
        }
        // The screen closes: the binding ends, and the label (which a Binder holds weakly) goes.
        play.at(scenario.number("closedAt")) { withExtendedLifetime(label) { binding.dispose() } }
    }

    /// A search that answers 3 ticks after each attempt and prints every attempt: a flaky
    /// query fails on its first two attempts, a down one on every attempt.
    public static let clearWhileLoading = ExerciseHarness { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>) -> Observable<[String]>, play, scenario) in
        let flaky = Set(scenario["flaky"].split(separator: " ").map(String.init))
        let down = Set(scenario["down"].split(separator: " ").map(String.init))
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
        for (tick, text) in keystrokes(scenario["typed"]) {
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

