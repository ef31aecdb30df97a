import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// What the pretend repository search knows.
public let repositories = ["RxSwift", "RxCocoa", "RxDataSources", "RxGesture", "ReactiveCocoa", "ReactiveSwift", "Realm"]

/// The names starting with `query` (ignoring case).
public func repositories(matching query: String) -> [String] {
    repositories.filter { $0.lowercased().hasPrefix(query.lowercased()) }
}

/// The document's `API`: a repository search on RxCocoaKit's FakeNetwork (virtual latency,
/// a request log). A query containing `?` makes the server answer 500.
final class SearchAPI {
    let network: FakeNetwork

    init(_ play: Playground, latency: RxTimeInterval = .milliseconds(500)) {
        MainThread.use(play.scheduler)
        network = FakeNetwork(scheduler: play.scheduler, latency: latency)
        network.route("/search") { query in
            let text = query["q"] ?? ""
            if text.contains("?") { return .init(statusCode: 500, body: "server error") }
            return .init(statusCode: 200, body: repositories(matching: text).joined(separator: "\n"))
        }
    }

    /// The results straight off the network: they arrive on a background thread, like URLSession's.
    func rawSearchResults(_ query: String) -> Observable<[String]> {
        var components = URLComponents(string: "http://api.example.org/search")!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        return network.rx.data(url: components.url!)
            .map { data in String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init) }
    }

    /// What the document recommends for an API: results on the main thread. An empty query
    /// has nothing to fetch and finishes at once.
    func getSearchResults(_ query: String) -> Observable<[String]> {
        guard !query.isEmpty else { return .empty() }
        return rawSearchResults(query).observe(on: MainThread.scheduler)
    }
}

/// The search box screen of the first two demos: a text field, a label with the count and a
/// table with the names, both bound to the same search results.
func searchScreen(_ play: Playground, shared: Bool) {
    let api = SearchAPI(play)
    let searchField = TextField()
    let countLabel = Label()
    let resultsTable = Table()
    let bag = DisposeBag()

    let searchText = searchField.rx.text.orEmpty.asObservable()
    let pipeline = searchText
        .throttle(.milliseconds(300), scheduler: MainThread.scheduler)
        .distinctUntilChanged()
        .flatMapLatest { query in
            api.getSearchResults(query)
                .retry(3)
                .startWith([]) // clears results on new search term
                .catchAndReturn([])
        }
    // The document's .shareReplay(1) is share(replay: 1) in RxSwift 6.
    let searchResults = shared ? pipeline.share(replay: 1) : pipeline

    countLabel.rx.textChanges
        .subscribe(onNext: { play.print("label: \($0)") })
        .disposed(by: bag)
    // One marble row per binding: the label's as counts, the table's as the names.
    play.probe("countLabel", searchResults.map { $0.count })
        .map { "\($0) results" }
        .bind(to: countLabel.rx.text)
        .disposed(by: bag)
    play.probe("resultsTable", searchResults)
        .bind(to: resultsTable.rx.items) { _, _, name in name }
        .disposed(by: bag)

    // The user types R, x (throttled into one query), adds and removes a space (the same
    // query again: dropped), then types S and deletes it again before the first answer.
    play.at(1) { searchField.type("R") }
    play.at(2) { searchField.type("x") }
    play.at(4) { searchField.type(" ") }
    play.at(5) { searchField.deleteBackward() }
    play.at(10) { searchField.type("S") }
    play.at(12) { searchField.deleteBackward() }
    play.sleep(3.0)
    play.say(zh: "表格：\(resultsTable.rows.joined(separator: "、"))", en: "table: \(resultsTable.rows.joined(separator: ", "))")
    api.network.log.forEach { play.print($0) }
    play.say(zh: "请求数：\(api.network.requestCount)", en: "requests: \(api.network.requestCount)")
    withExtendedLifetime(bag) {}
}
