import LessonKit

/// The RACScheduler cluster: immediate, subscription, queue.
let schedulers = Demo(
    id: "schedulers",
    documented: ""
) { play in
    let immediate = RACScheduler.immediate
    play.print("immediate: before schedule")
    immediate.schedule { play.print("immediate: block runs") }
    play.print("immediate: after schedule")

    let subscription = RACScheduler.subscription
    subscription.schedule {
        play.print("subscription: outer block starts")
        subscription.schedule { play.print("subscription: inner block runs") }
        play.print("subscription: outer block ends")
    }
    play.print("subscription: after schedule")

    let queue = RACScheduler.queue(play.scheduler)
    queue.schedule { play.print("queue: block runs at \(play.now) s") }
    play.print("queue: schedule returned at \(play.now) s")
}
