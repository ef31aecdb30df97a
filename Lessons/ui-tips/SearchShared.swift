import LessonKit
import RxCocoaKit
import RxCore

/// The document's search pipeline, shared with share(replay: 1).
let searchWithSharing = Demo(
    id: "search-shared",
    title: Localized(zh: "搜索框：一条结果链，两个绑定，共享请求", en: "A search box: one result chain, two bindings, shared requests"),
    explanation: Localized(
        zh: "每一步各管一件事：throttle 每 0.3 秒最多放行一个查询：窗口里的第一个立即放行，窗口结束时再放行窗口里最新的那个（它不像 debounce 那样等输入停下来。第 0 拍的空文本立即通过并打开一个窗口，其间输入的 R 和 x 在第 3 拍作为一个查询 Rx 发出；停顿之后第 10 拍输入的 S 立即以 RxS 发出）；distinctUntilChanged 丢掉和上次一样的查询（加一个空格又删掉）；flatMapLatest 在新查询到来时取消旧请求（RxS 的请求在第 13 拍被取消）；retry(3) 给失败的请求再试的机会；startWith([]) 在新查询开始时先清空结果；catchAndReturn([]) 让错误变成空结果，不把错误交给界面。最后的 share(replay: 1) 让数量标签和表格共用同一条链：三个请求，其中一个被取消。",
        en: "Each step does one job: throttle lets at most one query through per 0.3 s: the first of a window at once, and the latest one when the window ends (unlike debounce, it does not wait for typing to stop: the empty text passes at tick 0 and opens a window, R and x typed inside it leave as one query, Rx, at tick 3; S, typed at tick 10 after a pause, leaves at once as RxS); distinctUntilChanged drops a query equal to the last one (a space typed and deleted); flatMapLatest cancels the old request when a new query arrives (RxS's request is cancelled at tick 13); retry(3) gives a failed request more tries; startWith([]) clears the results as a new query starts; catchAndReturn([]) turns an error into empty results instead of handing it to the UI. The final share(replay: 1) lets the count label and the table use one chain: three requests, one of them cancelled."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只给了这段链的代码；这是它在模拟控件、假网络和虚拟时钟上的运行结果（每个请求 0.5 秒）。",
        en: "The document gives only the chain's code; this is its run with headless controls, the fake network and the virtual clock (0.5 s per request)."
    )
) { play in
    searchScreen(play, shared: true)
}
