import LessonKit
import RxCocoaKit
import RxCore

/// retry and catchAndReturn inside flatMapLatest keep the search alive; outside they end it.
let errorsInsideFlatMapLatest = Demo(
    id: "errors-inside",
    title: Localized(zh: "错误处理放在 flatMapLatest 里面，搜索才能继续", en: "Handle errors inside flatMapLatest so the search goes on"),
    explanation: Localized(
        zh: "查询 Rx? 让服务器回 500。里面那条（inside）把 retry(3) 和 catchAndReturn([]) 放在 flatMapLatest 里：请求一共试三次（每次失败先回到主线程，晚一拍才重试），都失败后变成空结果，只结束这一个内层序列，外面的搜索还活着，第 20 拍输入 Rx 照样拿到 4 个结果。外面那条（outside）把 catchAndReturn([]) 放在整条链的末尾：第一次失败就让整条链以空结果结束（catch 会在错误后完成序列），之后再怎么输入都没有反应。catchAndReturn 保证不出错，但序列会结束；想要继续产生元素，得在内层处理或者 retry。",
        en: "The query Rx? makes the server answer 500. The inside chain puts retry(3) and catchAndReturn([]) within flatMapLatest: the request is tried three times (each failure hops to the main thread first, so the retry comes a tick later), and when all fail the error becomes empty results that end only this inner sequence; the search itself lives on, and typing Rx at tick 20 still gets 4 results. The outside chain puts catchAndReturn([]) at the end of the whole chain: the first failure ends the whole chain with empty results (catch completes the sequence after an error), and nothing typed afterwards has any effect. catchAndReturn guarantees no error, but the sequence ends; to keep producing elements, handle the error inside or retry."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只描述了 catchErrorJustReturn 和 retry 的取舍；这是两种放法在假网络和虚拟时钟上的对比。",
        en: "The document only describes the trade-off between catchErrorJustReturn and retry; this compares both placements on the fake network and the virtual clock."
    )
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
    .subscribe(onNext: { play.print("inside: \($0) results") })
    .disposed(by: bag)

    play.probe("outside", searchText.flatMapLatest { query in
        outsideAPI.getSearchResults(query)
    }
    .catchAndReturn([])
    .map { $0.count })
    .subscribe(onNext: { play.print("outside: \($0) results") },
               onCompleted: { play.print("outside: completed, the search is over") })
    .disposed(by: bag)

    play.at(1) { searchField.replaceText(with: "Rx?") }
    play.at(20) { searchField.replaceText(with: "Rx") }
    play.sleep(3.0)
    play.print("inside requests:")
    insideAPI.network.log.forEach { play.print($0) }
    play.print("outside requests:")
    outsideAPI.network.log.forEach { play.print($0) }
}
