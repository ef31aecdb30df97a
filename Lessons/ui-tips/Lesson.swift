import LessonKit

public let lesson = Lesson(
    id: "ui-tips",
    title: Localized(zh: "UI 层的几条经验", en: "UI layer tips"),
    source: "001_62d64e49416536a5.txt § UI layer tips",
    summary: Localized(
        zh: "绑定到界面的序列要守三条规矩：在主线程上发出元素，永远不出错，多个界面元素共用同一份结果。这一课用一个搜索框走一遍：throttle、distinctUntilChanged、flatMapLatest、retry、startWith、catchAndReturn，最后 share(replay: 1)；并数一数共享与不共享时各发了多少个请求。界面是 RxCocoaKit 的模拟控件，网络是它的 FakeNetwork，都在虚拟时钟上。",
        en: "A sequence bound to the UI keeps three rules: it delivers on the main thread, it never errors, and several UI elements share one result. This lesson walks a search box through them: throttle, distinctUntilChanged, flatMapLatest, retry, startWith, catchAndReturn, and finally share(replay: 1), counting the requests sent with and without sharing. The UI is RxCocoaKit's headless controls and the network its FakeNetwork, all on the virtual clock."
    ),
    demos: [searchWithSharing, searchWithoutSharing, errorsInsideFlatMapLatest, bindOnTheMainThread, binderMovesToMain, errorsAtTheUIEdge],
    exercises: [Exercises.searchResults.exercise, Exercises.sharedResults.exercise]
)
