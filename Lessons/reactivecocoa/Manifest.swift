import LessonKit

/// A login form for the exercises: two KVO-style fields.
final class LoginFields {
    @KVO var username = ""
    @KVO var password = ""
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let loginValidity = ExerciseHarness(Exercise(
        id: "rac-login-validity",
        name: "LoginValidity",
        title: Localized(zh: "RAC 登录表单的有效性信号", en: "The RAC login form's validity signal"),
        task: Localized(
            zh: "在 Exercises/LoginValidity.swift 里返回登录按钮的有效性信号：用户名和密码都非空时为 true，否则为 false；并且只在有效性真正改变时才发送（同样的值不重复发送）。两个输入都是 RACObserve 信号，订阅时先发出当前值。",
            en: "In Exercises/LoginValidity.swift return the login button's validity signal: true when both the username and the password are non-empty, false otherwise, sent only when the validity really changes (never the same value twice in a row). Both inputs are RACObserve signals, which send their current value when subscribed."
        ),
        hints: [
            Localized(zh: "你需要两个输入各自的最新值，任一个变化时重新计算；然后去掉重复。",
                      en: "You need the latest value of each input, recomputed whenever either changes; then drop repeats."),
            Localized(zh: "RACSignal.combineLatest(a, b) { ... } 就是 RAC 的 combineLatest:reduce:; reduce 要同时检查两个字段。重复的值由 distinctUntilChanged() 去掉。",
                      en: "RACSignal.combineLatest(a, b) { ... } is RAC's combineLatest:reduce:; the reduce block must check both fields. distinctUntilChanged() drops the repeats."),
            Localized(zh: "RACSignal.combineLatest(username, password) { !$0.isEmpty && !$1.isEmpty }.distinctUntilChanged()",
                      en: "RACSignal.combineLatest(username, password) { !$0.isEmpty && !$1.isEmpty }.distinctUntilChanged()"),
        ],
        expected: Expectation(marbles: "false-true--false")
    )) { (attempt: (RACSignal<String>, RACSignal<String>) -> RACSignal<Bool>, play) in
        let form = LoginFields()
        let username = RACObserve(form, \.$username)
        let password = RACObserve(form, \.$password)
        let valid = attempt(username, password)
        play.record("result", valid)
        play.at(2) { form.username = "a" }
        play.at(6) { form.password = "1" }
        play.at(8) { form.password = "12" }
        play.at(12) { form.username = "" }
    }

    public static let lazySquares = ExerciseHarness(Exercise(
        id: "rac-lazy-squares",
        name: "LazySquares",
        title: Localized(zh: "懒计算的序列：每个平方最多算一次", en: "A lazy sequence: every square computed at most once"),
        task: Localized(
            zh: "在 Exercises/LazySquares.swift 里返回 numbers 的平方组成的 RACSequence，每个平方都要调用 square 来算。它必须是懒的：建好时一个都不算，读到哪个才算哪个，同一个元素读多少次都只算一次。",
            en: "In Exercises/LazySquares.swift return a RACSequence of the squares of numbers, computing each with square. It must be lazy: nothing is computed when it is built, an element is computed when it is first read, and reading it again never computes it again."
        ),
        hints: [
            Localized(zh: "现在的代码在返回之前就把整个数组 map 完了。要让 map 在序列上发生，而不是在数组上。",
                      en: "The stub maps the whole array before returning. The map has to happen on the sequence, not on the array."),
            Localized(zh: "先把数组变成序列（rac_sequence），再在序列上 map: RACSequence 的 map 是懒的，每个节点记住自己的值。",
                      en: "Turn the array into a sequence first (rac_sequence), then map the sequence: RACSequence's map is lazy and every node remembers its value."),
            Localized(zh: "return numbers.rac_sequence.map(square)", en: "return numbers.rac_sequence.map(square)"),
        ],
        expected: Expectation(output: """
        built: 0 squares computed
        computing 1²
        head: 1
        head again: 1
        computing 2²
        computing 3²
        third: 9
        computing 4²
        computing 5²
        all: [1, 4, 9, 16, 25]
        total: 5 squares computed
        """)
    )) { (attempt: ([Int], @escaping (Int) -> Int) -> RACSequence<Int>, play) in
        var computed = 0
        let square = { (n: Int) -> Int in
            computed += 1
            play.print("computing \(n)²")
            return n * n
        }
        let numbers = [1, 2, 3, 4, 5]
        let squares = attempt(numbers, square)
        play.print("built: \(computed) squares computed")
        play.print("head: \(squares.head.map(String.init) ?? "nil")")
        play.print("head again: \(squares.head.map(String.init) ?? "nil")")
        play.print("third: \(squares.tail?.tail?.head.map(String.init) ?? "nil")")
        play.print("all: \(squares.array)")
        play.print("total: \(computed) squares computed")
        play.record("result", squares.signal())
    }

    public static let oneRequest = ExerciseHarness(Exercise(
        id: "rac-one-request",
        name: "OneRequest",
        title: Localized(zh: "一次请求，多个订阅者：replayLazily", en: "One request for many subscribers: replayLazily"),
        task: Localized(
            zh: "request 每被订阅一次就发一次网络请求（2 秒后返回 readme）。在 Exercises/OneRequest.swift 里返回一个信号：第一个订阅者到来时才发请求，最多发一次，之后来的订阅者（哪怕请求早已完成）也能收到 readme。",
            en: "request sends one network request per subscription (the readme arrives 2 s later). In Exercises/OneRequest.swift return a signal that sends the request only when its first subscriber arrives, at most once, and still gives the readme to subscribers who come later, even after the request has finished."
        ),
        hints: [
            Localized(zh: "多个订阅者共享一次订阅，靠的是 RACMulticastConnection；迟到的订阅者要拿到值，subject 就得记住值。",
                      en: "Sharing one subscription among many subscribers is RACMulticastConnection's job; for late subscribers to get the value, its subject must remember values."),
            Localized(zh: "replay 和 replayLast 都会立即订阅源（在第 0 秒就发请求）；有一个兄弟方法等到第一个订阅者才 connect。",
                      en: "replay and replayLast subscribe to the source at once (the request would go out at 0 s); a sibling method waits for the first subscriber before it connects."),
            Localized(zh: "return request.replayLazily()", en: "return request.replayLazily()"),
        ],
        expected: Expectation(marbles: "--(readme,|)", output: """
        request sent at 3 s
        late subscriber got readme at 8 s
        """)
    )) { (attempt: (RACSignal<String>) -> RACSignal<String>, play) in
        let queue = RACScheduler.queue(play.scheduler)
        let request = RACSignal<String>.createSignal { subscriber in
            play.print("request sent at \(play.now) s")
            return queue.after(2) {
                subscriber.sendNext("readme")
                subscriber.sendCompleted()
            }
        }
        let shared = attempt(request)
        play.at(3) { play.record("result", shared) }
        play.at(8) {
            shared.subscribeNext { play.print("late subscriber got \($0) at \(play.now) s") }
        }
    }
}
