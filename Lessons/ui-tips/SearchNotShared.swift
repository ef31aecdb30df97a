import LessonKit
import RxCocoaKit
import RxCore

/// The same screen without share: every binding runs its own chain and its own requests.
let searchWithoutSharing = Demo(
    id: "search-not-shared",
    title: Localized(zh: "去掉 share：每个绑定各发一遍请求", en: "Without share: every binding sends its own requests"),
    explanation: Localized(
        zh: "同样的屏幕、同样的输入，只是去掉了 share(replay: 1)。Observable 是冷的：数量标签和表格各订阅一次，整条链（throttle、flatMapLatest、请求）就各跑一遍，请求数翻倍成六个。界面上看到的一样，服务器却多干了一倍的活。所以在 UI 层，结果链的末尾加上 share(replay: 1) 是条好规矩；Driver 自带这一步。",
        en: "The same screen and the same typing, only without share(replay: 1). Observables are cold: the count label and the table each subscribe, so the whole chain (throttle, flatMapLatest, the requests) runs twice and the requests double to six. The screen looks the same, but the server does twice the work. That is why ending a UI result chain with share(replay: 1) is a good rule; a Driver does it for you."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只说了不要为每个界面元素各发请求；这是去掉 share 后在虚拟时钟上的运行结果，请求数从 3 变成 6。",
        en: "The document only says not to send separate requests per UI element; this is the run without share on the virtual clock, with 6 requests instead of 3."
    )
) { play in
    searchScreen(play, shared: false)
}
