import CourseKit
import LessonKit

/// RACStream as a monad: return, bind, flattenMap, on a signal and on a sequence alike.
let streamMonad = Demo(
    id: "stream-monad",
    documented: ""
) { play in
    let queue = RACScheduler.queue(play.scheduler)

    // The same generic code for any RACStream: only return / empty / bind are used.
    func odd<S: RACStream>(_ stream: S) -> S.Stream where S.Value == Int {
        stream.filter { $0 % 2 == 1 }
    }

    // Pull: a sequence answers at once.
    let xs = [1, 2, 3].rac_sequence
    let tens = xs.flattenMap { x in RACSequence.return(x).concat(.return(x * 10)) }
    play.say(zh: "序列 flattenMap { [x, x*10] } → \(tens.array)", en: "sequence flattenMap { [x, x*10] }: \(tens.array)")
    play.say(zh: "序列 take(2)（带计数器的 bind）→ \(xs.take(2).array)", en: "sequence take(2), a bind with a counter: \(xs.take(2).array)")
    play.say(zh: "序列 filter（用 bind 实现）→ \(odd(xs).array)", en: "sequence filter, built from bind: \(odd(xs).array)")
    let f = { (x: Int) in RACSequence.return(x).concat(.return(x * 10)) }
    play.say(zh: "左单位律：return(5).flattenMap(f) = \(RACSequence.return(5).flattenMap(f).array)，f(5) = \(f(5).array)", en: "left identity:  return(5).flattenMap(f) = \(RACSequence.return(5).flattenMap(f).array), f(5) = \(f(5).array)")
    play.say(zh: "右单位律：xs.flattenMap(return) = \(xs.flattenMap { RACSequence.return($0) }.array)，xs = \(xs.array)", en: "right identity: xs.flattenMap(return) = \(xs.flattenMap { RACSequence.return($0) }.array), xs = \(xs.array)")

    // Push: a signal answers when its values arrive (at ticks 8, 16 and 24 of the virtual clock).
    func collect(_ label: String, _ chinese: String, _ signal: RACSignal<Int>) {
        var values: [Int] = []
        play.probe(label, signal: signal).subscribeNext({ values.append($0) }, completed: {
            play.say(zh: "信号 \(chinese) 收到 \(values)", en: "signal \(label): \(values)")
        })
    }
    // A cold signal: each of the three chains below subscribes to it and gets its own 1, 2, 3.
    let numbers = RACSignal<Int>.createSignal { subscriber in
        let work = RACCompoundDisposable()
        for x in 1...3 {
            work.addDisposable(queue.after(0.8 * Double(x)) { subscriber.sendNext(x) })
        }
        work.addDisposable(queue.after(2.4) { subscriber.sendCompleted() })
        return work
    }
    collect("flattenMap { [x, x*10] }", "flattenMap { [x, x*10] }", numbers.flattenMap { x in RACSignal.return(x).concat(.return(x * 10)) })
    collect("take(2), a bind with a counter", "take(2)，带计数器的 bind", numbers.take(2))
    collect("filter, built from bind", "filter，用 bind 实现", odd(numbers))
}
