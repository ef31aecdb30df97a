import LessonKit
import RxCore
import RxTestCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let numbers = ExerciseHarness(Exercise(
        id: "observables-numbers",
        name: "Numbers",
        title: Localized(zh: "造出数字序列 --1--2--3--4--5--6--|", en: "Build the numbers --1--2--3--4--5--6--|"),
        task: Localized(
            zh: "在 Exercises/Numbers.swift 里让 numbers(on:) 在虚拟时钟上发出 1 到 6，分别在第 2、5、8、11、14、17 拍，并在第 20 拍 completed（一列 = 一拍 = 1 秒）。现在的代码一订阅就把六个数一起发完了。",
            en: "In Exercises/Numbers.swift make numbers(on:) emit 1 to 6 on the virtual clock at ticks 2, 5, 8, 11, 14 and 17, and complete at tick 20 (one column = one tick = 1 s). The stub sends all six at once, the moment it is subscribed."
        ),
        hints: [
            Localized(zh: "元素之间隔 3 拍，第一个在 2 拍：这是一个 \"先等 2 拍，然后每 3 拍一次\" 的周期任务。", en: "The elements are 3 ticks apart and the first comes at tick 2: a periodic job that waits 2 ticks, then runs every 3."),
            Localized(zh: "在 Observable.create 里用 scheduler.schedulePeriodic(1, startAfter: .seconds(2), period: .seconds(3)) { n in ... }，状态就是下一个要发的数。", en: "Inside Observable.create use scheduler.schedulePeriodic(1, startAfter: .seconds(2), period: .seconds(3)) { n in ... }; the state is the next number to send."),
            Localized(zh: "n <= 6 时 onNext(n); n == 7（第 20 拍）时 onCompleted()。把 schedulePeriodic 返回的 disposable 交回去，结束后它会被 dispose，周期任务就停了。", en: "onNext(n) while n <= 6; at n == 7 (tick 20) onCompleted(). Return the disposable schedulePeriodic gives you: it is disposed after the end, which stops the job."),
        ],
        expected: Expectation(marbles: "--1--2--3--4--5--6--|")
    )) { (attempt: (TestScheduler) -> Observable<Int>, play) in
        play.record("result", attempt(play.scheduler))
    }

    public static let letters = ExerciseHarness(Exercise(
        id: "observables-letters",
        name: "Letters",
        title: Localized(zh: "以错误结束的字母序列 --a--b--a--a--a---d---X", en: "Letters that fail: --a--b--a--a--a---d---X"),
        task: Localized(
            zh: "在 Exercises/Letters.swift 里把 letters(on:) 的计划写完整：a b a a a d 分别在第 2、5、8、11、14、18 拍，第 22 拍以一个错误结束。现在的计划只有前两个字母，而且在第 8 拍就 completed 了。",
            en: "In Exercises/Letters.swift complete the plan of letters(on:): a b a a a d at ticks 2, 5, 8, 11, 14 and 18, then an error at tick 22. The stub plans only the first two letters and completes at tick 8."
        ),
        hints: [
            Localized(zh: "弹珠图里每个字符是一拍：数一数每个字母前面有几个字符。", en: "Each character of the diagram is one tick: count the characters before each letter."),
            Localized(zh: "plan 里每一项是（拍，字母）；结尾的 X 是 error，要用 observer.onError(...)，不是 onCompleted()。", en: "Each plan entry is (tick, letter); the final X is an error: observer.onError(...), not onCompleted()."),
            Localized(zh: "文件里已经有错误类型 LettersFailed：在第 22 拍 observer.onError(LettersFailed())。", en: "The file already declares an error type: at tick 22, observer.onError(LettersFailed())."),
        ],
        expected: Expectation(marbles: "--a--b--a--a--a---d---X")
    )) { (attempt: (TestScheduler) -> Observable<String>, play) in
        play.record("result", attempt(play.scheduler))
    }
}
