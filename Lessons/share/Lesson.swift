import LessonKit

public let lesson = Lesson(
    id: "share",
    title: Localized(zh: "分享订阅：share(replay:)", en: "Sharing a subscription: share(replay:)"),
    source: "001_62d64e49416536a5.txt § 分享订阅和shareReplay操作符",
    summary: Localized(
        zh: "用 create 做出来的序列是冷的：每个订阅者都会重新执行一遍它的工作（计时器、网络请求）。share(replay:) 让多个订阅者共用一次订阅，并决定迟到者能拿到哪些旧值。这一课在虚拟时钟上对比两种写法，数一数 Subscribed 和 Disposed 打印了几次。",
        en: "A sequence built with create is cold: every subscriber runs its work again (a timer, a request). share(replay:) lets many subscribers use one subscription and decides what a latecomer gets of the past. On the virtual clock we compare both ways and count how often Subscribed and Disposed print."
    ),
    demos: [twoSubscribersTwoTimers, shareReplayOneTimer, lateSubscriberGetsTheLatest, sharedRequestIsSentOnce],
    exercises: [Exercises.sharedCounter.exercise, Exercises.latestForNewcomers.exercise]
)
