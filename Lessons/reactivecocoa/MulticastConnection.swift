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
