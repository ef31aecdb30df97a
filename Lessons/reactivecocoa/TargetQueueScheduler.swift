import CourseKit
import LessonKit
import RxCore

/// RACTargetQueueScheduler: a serial queue of its own, running on a target queue.
let targetQueueScheduler = Demo(
    id: "target-queue-scheduler",
    documented: ""
) { play in
    let database = RACScheduler.queue(play.scheduler, name: "database")
    let images = RACScheduler.queue(play.scheduler, name: "images")
    database.schedule {
        play.say(zh: "database: 第 \(play.now) 拍 block 1 开始", en: "database: block 1 starts at tick \(play.now)")
        database.schedule { play.say(zh: "database: 第 \(play.now) 拍 block 3（在 block 1 里安排的）", en: "database: block 3 (scheduled inside block 1) at tick \(play.now)") }
        play.say(zh: "database: block 1 结束", en: "database: block 1 ends")
    }
    images.schedule { play.say(zh: "images: 第 \(play.now) 拍 block 1", en: "images: block 1 at tick \(play.now)") }
    database.schedule { play.say(zh: "database: 第 \(play.now) 拍 block 2", en: "database: block 2 at tick \(play.now)") }
    play.say(zh: "第 \(play.now) 拍 schedule 返回", en: "schedule returned at tick \(play.now)")

    let subject = RACSubject<Int>()
    subject.deliverOn(images).subscribeNext { play.say(zh: "第 \(play.now) 拍在 images 上送达 \($0)", en: "delivered \($0) on images at tick \(play.now)") }
    play.at(5) {
        play.say(zh: "第 5 拍发送 1", en: "sending 1 at tick 5")
        subject.sendNext(1)
        play.say(zh: "sendNext 返回", en: "sendNext returned")
    }
    play.sleep(0.7)
}
