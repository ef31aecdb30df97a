import CourseKit
import LessonKit
import RxCore

struct SomethingWentWrong: Error, CustomStringConvertible {
    var description: String { "something went wrong" }
}

/// `--a--b--a--a--a---d---X`: a sequence built with `create`, ending in an error.
let lettersTerminateWithError = Demo(
    id: "letters",
    documented: "--a--b--a--a--a---d---X // terminates with error"
) { play in
    let scheduler = play.scheduler
    let letters = Observable<String>.create { observer in
        let plan: [(tick: Int, letter: String)] = [(2, "a"), (5, "b"), (8, "a"), (11, "a"), (14, "a"), (18, "d")]
        var bookings = plan.map { step in
            scheduler.scheduleRelative((), dueTime: .milliseconds(100 * step.tick)) { _ in
                observer.onNext(step.letter)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .milliseconds(2200)) { _ in
            observer.onError(SomethingWentWrong())
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
    play.record("letters", letters)
    play.sleep(2.2)
    let stream = play.row(named: "letters")
    play.print(drawing(of: stream) + ending(of: stream))
}
