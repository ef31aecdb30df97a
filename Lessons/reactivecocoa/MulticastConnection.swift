import CourseKit
import LessonKit

/// RACMulticastConnection: one subscription to the source, however many subscribers.
let multicastConnection = Demo(
    id: "multicast-connection",
    documented: ""
) { play in
    let queue = RACScheduler.queue(play.scheduler)
    var requests = 0
    let fetchReadme = RACSignal<String>.createSignal { subscriber in
        requests += 1
        play.say(zh: "第 \(play.now) 拍发出第 \(requests) 个请求", en: "request \(requests) sent at tick \(play.now)")
        return queue.after(0.1) {
            subscriber.sendNext("readme")
            subscriber.sendCompleted()
        }
    }

    play.say(zh: "普通信号：", en: "plain signal:")
    for number in 1...3 {
        play.probe("plain \(number)", signal: fetchReadme)
            .subscribeNext { _ in play.say(zh: "第 \(play.now) 拍订阅者 \(number) 收到 readme", en: "subscriber \(number) got the readme at tick \(play.now)") }
    }
    let plainRequests = requests

    play.at(5) {
        play.say(zh: "组播连接：", en: "connection:")
        // One row for the source: the connection subscribes to it once.
        let connection = play.probe("source of the connection", signal: fetchReadme).publish()
        for number in 1...3 {
            play.probe("shared \(number)", signal: connection.signal)
                .subscribeNext { _ in play.say(zh: "第 \(play.now) 拍订阅者 \(number) 收到 readme", en: "subscriber \(number) got the readme at tick \(play.now)") }
        }
        connection.connect()
        connection.connect()
    }
    play.at(9) {
        play.say(zh: "普通信号：3 个订阅者发了 \(plainRequests) 个请求；组播连接：3 个订阅者发了 \(requests - plainRequests) 个请求", en: "plain signal: \(plainRequests) requests for 3 subscribers; connection: \(requests - plainRequests) request for 3 subscribers")
    }
}
