import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The same events as a Driver and as a Signal; a second screen subscribes at tick 4.
let driverAndSignal = Demo(
    id: "driver-and-signal",
    documented: ""
) { play in
    MainThread.use(play.scheduler)
    let bag = DisposeBag()
    let messages = PublishRelay<String>()
    let state = messages.asDriver(onErrorJustReturn: "")
    let toast = messages.asSignal()

    state.drive(onNext: { play.print("first screen, Driver: \($0)") }).disposed(by: bag)
    toast.emit(onNext: { play.print("first screen, Signal: \($0)") }).disposed(by: bag)
    play.at(4) {
        state.drive(onNext: { play.print("second screen, Driver: \($0)") }).disposed(by: bag)
        toast.emit(onNext: { play.print("second screen, Signal: \($0)") }).disposed(by: bag)
    }
    play.at(2) { messages.accept("saved") }
    play.at(6) { messages.accept("deleted") }
    play.sleep(0.8)
}
