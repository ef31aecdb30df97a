import CourseKit
import LessonKit
import RxCore

/// What a subscriber who arrives late sees, with and without a replay buffer.
let lateSubscriberGetsTheLatest = Demo(
    id: "late-subscriber",
    documented: ""
) { play in
    let plain = myInterval(0.2, on: play).share()
    let replayed = myInterval(0.2, on: play).share(replay: 1)
    let earlyBag = DisposeBag()
    plain.subscribe().disposed(by: earlyBag)
    replayed.subscribe().disposed(by: earlyBag)
    var lateBag: DisposeBag? = DisposeBag()
    play.at(7) {
        play.probe("replay 1, late", replayed).subscribe(onNext: { play.print("Replayed \($0)") }).disposed(by: lateBag!)
        play.probe("no replay, late", plain).subscribe(onNext: { play.print("Plain \($0)") }).disposed(by: lateBag!)
    }
    play.sleep(1.0)
    lateBag = nil
    withExtendedLifetime(earlyBag) {}
}
