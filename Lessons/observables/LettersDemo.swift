import LessonKit
import RxCore

struct SomethingWentWrong: Error, CustomStringConvertible {
    var description: String { "something went wrong" }
}

/// `--a--b--a--a--a---d---X`: a sequence built with `create`, ending in an error.
let lettersTerminateWithError = Demo(
    id: "letters",
    title: Localized(zh: "字母序列：以错误结束", en: "A sequence of letters that fails"),
    explanation: Localized(
        zh: "这次用 Observable.create 自己安排事件：订阅时在调度器上预约每个字母（第 2、5、8、11、14、18 拍），第 22 拍发出 error。error 和 completed 一样是终点，之后序列不再有元素；画出来时 error 写成 X。",
        en: "This time Observable.create plans the events itself: on subscription it books each letter on the scheduler (ticks 2, 5, 8, 11, 14, 18) and an error at tick 22. An error ends the sequence just as completed does, and nothing follows it; in the drawing it is an X."
    ),
    documented: "--a--b--a--a--a---d---X // terminates with error"
) { play in
    let scheduler = play.scheduler
    let letters = Observable<String>.create { observer in
        let plan: [(tick: Int, letter: String)] = [(2, "a"), (5, "b"), (8, "a"), (11, "a"), (14, "a"), (18, "d")]
        var bookings = plan.map { step in
            scheduler.scheduleRelative((), dueTime: .seconds(step.tick)) { _ in
                observer.onNext(step.letter)
                return Disposables.create()
            }
        }
        bookings.append(scheduler.scheduleRelative((), dueTime: .seconds(22)) { _ in
            observer.onError(SomethingWentWrong())
            return Disposables.create()
        })
        return Disposables.create(bookings)
    }
    play.record("letters", letters)
    play.sleep(22)
    let stream = play.stream(named: "letters")
    play.print(drawing(of: stream) + ending(of: stream))
}
