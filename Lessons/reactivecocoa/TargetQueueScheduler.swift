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
        play.print("database: block 1 starts at \(play.now) s")
        database.schedule { play.print("database: block 3 (scheduled inside block 1) at \(play.now) s") }
        play.print("database: block 1 ends")
    }
    images.schedule { play.print("images: block 1 at \(play.now) s") }
    database.schedule { play.print("database: block 2 at \(play.now) s") }
    play.print("schedule returned at \(play.now) s")

    let subject = RACSubject<Int>()
    subject.deliverOn(images).subscribeNext { play.print("delivered \($0) on images at \(play.now) s") }
    play.at(5) {
        play.print("sending 1 at 5 s")
        subject.sendNext(1)
        play.print("sendNext returned")
    }
    play.sleep(7)
}
