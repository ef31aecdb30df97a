import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// retry and catchAndReturn inside flatMapLatest keep the search alive; outside they end it.
let errorsInsideFlatMapLatest = Demo(
    id: "errors-inside",
    documented: ""
) { play in
    let insideAPI = SearchAPI(play)
    let outsideAPI = SearchAPI(play)
    let searchField = TextField()
    let searchText = searchField.rx.text.orEmpty.asObservable()
    let bag = DisposeBag()

    play.probe("inside", searchText.flatMapLatest { query in
        insideAPI.getSearchResults(query)
            .retry(3)
            .catchAndReturn([])
    }.map { $0.count })
    .subscribe(onNext: { play.say(zh: "inside: \($0) 条结果", en: "inside: \($0) results") })
    .disposed(by: bag)

    play.probe("outside", searchText.flatMapLatest { query in
        outsideAPI.getSearchResults(query)
    }
    .catchAndReturn([])
    .map { $0.count })
    .subscribe(onNext: { play.say(zh: "outside: \($0) 条结果", en: "outside: \($0) results") },
               onCompleted: { play.say(zh: "outside: completed，搜索结束了", en: "outside: completed, the search is over") })
    .disposed(by: bag)

    play.at(1) { searchField.replaceText(with: "Rx?") }
    play.at(20) { searchField.replaceText(with: "Rx") }
    play.sleep(3.0)
    play.say(zh: "inside 的请求：", en: "inside requests:")
    insideAPI.network.log.forEach { play.print($0) }
    play.say(zh: "outside 的请求：", en: "outside requests:")
    outsideAPI.network.log.forEach { play.print($0) }
}
