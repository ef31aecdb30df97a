import LessonKit

public let lesson = Lesson(
    id: "rxcocoa",
    title: Localized(zh: "RxCocoa：天气应用 Wunderast", en: "RxCocoa: the Wunderast weather app"),
    source: "000_4f8829dc3d6248fb.txt § RxCocoa (Wunderast)",
    summary: Localized(
        zh: "一个天气应用从头到尾：先用假数据跑通，再接上（假的）OpenWeatherMap；每个键一次请求，flatMapLatest 取消旧的；一个 404 没被接住就让整个搜索停止；bind(to:) 四个标签时各自订阅，Driver 让它们共享并保证在主线程上；最后只在按回车时搜索，再加上活动指示器和进度条。没有 UIKit 也没有真的网络：控件是无界面的替身，服务器在虚拟时钟上应答，标签随时间的变化画成弹珠图。",
        en: "A weather app end to end: placeholder data first, then the (fake) OpenWeatherMap; a request per keystroke, and flatMapLatest cancelling the stale ones; one uncaught 404 stopping the whole search; four bind(to:) each subscribing on their own, and a Driver sharing them and keeping them on the main thread; finally searching only on the return key, with an activity indicator and a progress view. There is no UIKit and no real network: the controls are headless stand-ins, the server answers on the virtual clock, and the labels' values over time are drawn as marbles."
    ),
    demos: [
        placeholderData, openWeatherMapAnswers, requestPerKeystroke, flatMapLatestCancels, errorEndsTheSearch,
        errorCaughtInside, bindFourLabels, boundOffMainThread, driverShares, driverErrorFallbacks, searchOnReturnKey,
        activityIndicatorSpins, progressViewFollows,
    ],
    exercises: [Exercises.search.exercise, Exercises.isSearching.exercise]
)
