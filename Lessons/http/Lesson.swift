import LessonKit

public let lesson = Lesson(
    id: "http",
    title: Localized(zh: "发起 HTTP 请求", en: "Making HTTP requests"),
    source: "001_62d64e49416536a5.txt § Making HTTP requests",
    summary: Localized(
        zh: "URLSession.rx.json / data / response 只是对一次请求的描述：订阅时才发出请求，dispose 会取消它，每个订阅者各发一次。结果不在主线程上回来，状态码要自己检查（data 和 json 会替你检查）。这一课的网络是 RxCocoaKit 的 FakeNetwork：一个在虚拟时钟上应答的假服务器，有延迟、状态码和请求日志，不会真的联网。",
        en: "URLSession.rx.json / data / response only describe a request: it is sent when you subscribe, dispose cancels it, and each subscriber sends its own. Results come back off the main thread, and status codes are yours to check (data and json check them for you). The network in this lesson is RxCocoaKit's FakeNetwork: a pretend server answering on the virtual clock, with latency, status codes and a request log, never touching the real network."
    ),
    demos: [jsonRequestFiresOnSubscribe, cancelASlowRequest, responseWithDebugAndStatus, responseErrorBranches, loggingHTTPTraffic],
    exercises: [Exercises.pageText.exercise, Exercises.pageOrGiveUp.exercise]
)
