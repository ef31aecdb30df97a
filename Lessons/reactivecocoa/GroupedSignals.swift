import CourseKit
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
        play.say(zh: "第 \(play.now) 拍新建 \(group.key) 组", en: "new group \(group.key) at tick \(play.now)")
        if group.key == "a" { groupA = group }
        group.subscribeNext({ play.say(zh: "  \(group.key) 组：\($0)", en: "  group \(group.key): \($0)") }, completed: {
            play.say(zh: "  第 \(play.now) 拍 \(group.key) 组完成", en: "  group \(group.key) completed at tick \(play.now)")
        })
    }, completed: {
        play.say(zh: "第 \(play.now) 拍外层信号完成", en: "groups completed at tick \(play.now)")
    })
    play.at(4) {
        play.say(zh: "第 4 拍，a 组有一个晚来的订阅者", en: "late subscriber to group a at tick 4")
        groupA?.subscribeNext { play.say(zh: "  a 组晚来的订阅者收到 \($0)", en: "  late a: \($0)") }
    }
    play.sleep(0.8)
}
