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
    play.print("sequence flattenMap { [x, x*10] }: \(tens.array)")
    play.print("sequence take(2), a bind with a counter: \(xs.take(2).array)")
    play.print("sequence filter, built from bind: \(odd(xs).array)")
    let f = { (x: Int) in RACSequence.return(x).concat(.return(x * 10)) }
    play.print("left identity:  return(5).flattenMap(f) = \(RACSequence.return(5).flattenMap(f).array), f(5) = \(f(5).array)")
    play.print("right identity: xs.flattenMap(return) = \(xs.flattenMap { RACSequence.return($0) }.array), xs = \(xs.array)")

    // Push: a signal answers when its values arrive (at 8, 16 and 24 s on the virtual clock).
    func collect(_ label: String, _ signal: RACSignal<Int>) {
        var values: [Int] = []
        play.probe(label, signal: signal).subscribeNext({ values.append($0) }, completed: {
            play.print("signal \(label): \(values)")
        })
    }
    // A cold signal: each of the three chains below subscribes to it and gets its own 1, 2, 3.
    let numbers = RACSignal<Int>.createSignal { subscriber in
        let work = RACCompoundDisposable()
        for x in 1...3 {
            work.addDisposable(queue.after(Double(8 * x)) { subscriber.sendNext(x) })
        }
        work.addDisposable(queue.after(24) { subscriber.sendCompleted() })
        return work
    }
    collect("flattenMap { [x, x*10] }", numbers.flattenMap { x in RACSignal.return(x).concat(.return(x * 10)) })
    collect("take(2), a bind with a counter", numbers.take(2))
    collect("filter, built from bind", odd(numbers))
}
