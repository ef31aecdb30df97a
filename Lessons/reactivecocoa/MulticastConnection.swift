import LessonKit

/// RACMulticastConnection: one subscription to the source, however many subscribers.
let multicastConnection = Demo(
    id: "multicast-connection",
    title: Localized(zh: "RACMulticastConnection：不管多少订阅者，源只订阅一次", en: "RACMulticastConnection: one subscription to the source, however many subscribers"),
    explanation: Localized(
        zh: "订阅一个冷信号会执行它的副作用，比如发一次网络请求；三个订阅者就是三次请求。RACMulticastConnection 对外提供一个 subject 作为 signal, connect() 把这个 subject 订阅到源信号上，并用 hasConnected 标志保证只订阅一次，第二次 connect 什么也不做。于是三个订阅者共享一次请求（就像几个同学合订一份英语周报）。",
        en: "Subscribing to a cold signal runs its side effects, such as a network request; three subscribers make three requests. RACMulticastConnection offers a subject as its signal; connect() subscribes that subject to the source, and a hasConnected flag makes sure that happens once, so a second connect does nothing. The three subscribers then share one request (like friends sharing one newspaper subscription)."
    ),
    documented: "",
    note: Localized(
        zh: "文档用一张图说明 RACMulticastConnection，没有输出；这里数出源被订阅的次数。",
        en: "The document explains RACMulticastConnection with a picture and no output; here we count the source's subscriptions."
    )
) { play in
    let queue = RACScheduler.queue(play.scheduler)
    var requests = 0
    let fetchReadme = RACSignal<String>.createSignal { subscriber in
        requests += 1
        play.print("request \(requests) sent at \(play.now) s")
        return queue.after(1) {
            subscriber.sendNext("readme")
            subscriber.sendCompleted()
        }
    }

    play.print("plain signal:")
    for number in 1...3 {
        play.probe("plain \(number)", signal: fetchReadme)
            .subscribeNext { _ in play.print("subscriber \(number) got the readme at \(play.now) s") }
    }
    let plainRequests = requests

    play.at(5) {
        play.print("connection:")
        // One row for the source: the connection subscribes to it once.
        let connection = play.probe("source of the connection", signal: fetchReadme).publish()
        for number in 1...3 {
            play.probe("shared \(number)", signal: connection.signal)
                .subscribeNext { _ in play.print("subscriber \(number) got the readme at \(play.now) s") }
        }
        connection.connect()
        connection.connect()
    }
    play.at(9) {
        play.print("plain signal: \(plainRequests) requests for 3 subscribers; connection: \(requests - plainRequests) request for 3 subscribers")
    }
}
