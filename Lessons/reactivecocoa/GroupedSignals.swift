import LessonKit
import RxCore

/// RACGroupedSignal: what groupBy:transform: sends.
let groupedSignals = Demo(
    id: "grouped-signal",
    documented: ""
) { play in
    let fruit = RACSignal(play.scheduler.createColdObservable([
        .next(1, "apple"), .next(2, "avocado"), .next(3, "banana"), .next(5, "apricot"), .next(6, "blueberry"),
        .completed(7),
    ]).asObservable())
    var groupA: RACGroupedSignal<Character, String>?
    fruit.groupBy({ $0.first! }, transform: { $0.uppercased() }).subscribeNext({ group in
        play.print("new group \(group.key) at \(play.now) s")
        if group.key == "a" { groupA = group }
        group.subscribeNext({ play.print("  group \(group.key): \($0)") }, completed: {
            play.print("  group \(group.key) completed at \(play.now) s")
        })
    }, completed: {
        play.print("groups completed at \(play.now) s")
    })
    play.at(4) {
        play.print("late subscriber to group a at 4 s")
        groupA?.subscribeNext { play.print("  late a: \($0)") }
    }
    play.sleep(8)
}
