import LessonKit

/// RACStream as a monad: return, bind, flattenMap, on a signal and on a sequence alike.
let streamMonad = Demo(
    id: "stream-monad",
    title: Localized(zh: "RACStream 是一个单子：return、bind、flattenMap", en: "RACStream is a monad: return, bind, flattenMap"),
    explanation: Localized(
        zh: "RACStream 只要求两样东西：return 把一个值放进流里，bind 把每个值变成一个流再拼平。flattenMap 是不需要状态的 bind, map 是 flattenMap 到 return; take 则是带计数器、到数就设置 stop 的 bind，这正是 bind 存在的理由。同一段代码既能用在信号（推，这里每 8 秒一个值）上，也能用在序列（拉）上。最后两行检查单子的两条单位律。",
        en: "RACStream asks for two things: return puts one value in a stream, and bind turns every value into a stream and flattens them. flattenMap is bind without state, and map is flattenMap into return; take is a bind that keeps a counter and sets stop when it is done, which is exactly why bind exists. The same code works on a signal (push; a value every 8 s here) and on a sequence (pull). The last two lines check the monad's two identity laws."
    ),
    documented: "",
    note: Localized(
        zh: "文档只给出 RACStream 的接口，没有输出；这是用我们的封装层运行它的结果。",
        en: "The document gives only RACStream's interface and no output; this is what our facade prints when it runs."
    )
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
