import LessonKit
import RxCocoaKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let searchResults = ExerciseHarness(Exercise(
        id: "ui-tips-search",
        name: "SearchResults",
        expected: Expectation(marbles: "-------4------1-->")
    )) { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>, SchedulerType) -> Observable<[String]>, play) in
        let api = SearchAPI(play, latency: .seconds(4))
        let query = PublishSubject<String>()
        let search: (String) -> Observable<[String]> = { api.rawSearchResults($0) }
        let results = attempt(query.asObservable(), search, play.scheduler)
        play.record("result", results.map { $0.count })
        for (tick, text) in [(0, "R"), (1, "Rx"), (4, "Rx "), (5, "Rx"), (10, "RxS")] {
            play.at(tick) { query.onNext(text) }
        }
    }

    public static let sharedResults = ExerciseHarness(Exercise(
        id: "ui-tips-share",
        name: "SharedResults",
        expected: Expectation(marbles: "4------|", output: """
        label: 4 results
        requests: 1
        """)
    )) { (attempt: (Observable<String>, @escaping (String) -> Observable<[String]>) -> Observable<[String]>, play) in
        let api = SearchAPI(play, latency: .seconds(4))
        let searchField = TextField()
        let countLabel = Label()
        let query = searchField.rx.text.orEmpty.asObservable()
        let search: (String) -> Observable<[String]> = { api.getSearchResults($0) }
        let results = attempt(query, search)
        let label = results.map { "\($0.count) results" }.bind(to: countLabel.rx.text)
        play.at(1) { searchField.replaceText(with: "Rx") }
        play.at(7) { play.record("result", results.map { $0.count }) }
        play.at(14) {
            play.print("label: \(countLabel.text ?? "nil")")
            play.print("requests: \(api.network.requestCount)")
            label.dispose()
            // The screen closes: its text field goes away here, and rx.text completes with it.
            withExtendedLifetime(searchField) {}
        }
    }
}
