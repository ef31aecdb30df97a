import CourseKit
import LessonKit

/// The RACScheduler cluster: immediate, subscription, queue.
let schedulers = Demo(
    id: "schedulers",
    documented: ""
) { play in
    let immediate = RACScheduler.immediate
    play.say(zh: "immediate: schedule 之前", en: "immediate: before schedule")
    immediate.schedule { play.say(zh: "immediate: block 运行", en: "immediate: block runs") }
    play.say(zh: "immediate: schedule 之后", en: "immediate: after schedule")

    let subscription = RACScheduler.subscription
    subscription.schedule {
        play.say(zh: "subscription: 外层 block 开始", en: "subscription: outer block starts")
        subscription.schedule { play.say(zh: "subscription: 内层 block 运行", en: "subscription: inner block runs") }
        play.say(zh: "subscription: 外层 block 结束", en: "subscription: outer block ends")
    }
    play.say(zh: "subscription: schedule 之后", en: "subscription: after schedule")

    let queue = RACScheduler.queue(play.scheduler)
    queue.schedule { play.say(zh: "queue: 第 \(play.now) 拍 block 运行", en: "queue: block runs at tick \(play.now)") }
    play.say(zh: "queue: 第 \(play.now) 拍 schedule 返回", en: "queue: schedule returned at tick \(play.now)")
}
