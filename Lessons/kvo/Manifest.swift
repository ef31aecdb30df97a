import LessonKit
import RxCore

/// A phone battery whose level can be observed (the exercises' object).
public final class Battery: KVOObject {
    public var level: Int {
        didSet { didChangeValue(for: \Battery.level) }
    }

    init(level: Int) {
        self.level = level
    }
}

/// A screen that shows its own title, observed through KVO on itself.
public final class InboxController: KVOObject {
    public var title = "Inbox" {
        didSet { didChangeValue(for: \InboxController.title) }
    }
    public let disposeBag = DisposeBag()
    var onDeinit: (() -> Void)?

    deinit { onDeinit?() }
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let watchLevel = ExerciseHarness(Exercise(
        id: "kvo-observe-weakly",
        name: "WatchLevel",
        title: Localized(zh: "观察一个不归你管的对象", en: "Observe an object you don't own"),
        task: Localized(
            zh: "电池的电量从 80 开始，第 3 拍变成 60，第 6 拍电池对象被释放（最后一个引用没了）。现在的写法持有电池，它永远不会被释放，序列也不会结束。改成不持有对象的观察方式：对象消失时发出 nil 并完成（在图里 nil 记作 n）。",
            en: "The battery level starts at 80, turns 60 at tick 3, and at tick 6 the battery object is released (its last reference goes). The current code holds the battery, so it is never released and the sequence never ends. Switch to the kind of observation that doesn't hold the object: when the object goes away it sends nil and completes (nil is drawn as n)."
        ),
        hints: [
            Localized(zh: "rx.observe 默认 retainSelf: true。另一个观察方法不会持有对象。", en: "rx.observe defaults to retainSelf: true. The other observing method never holds the object."),
            Localized(zh: "rx.observeWeakly(\\.level) 已经发出 Int?，不需要再 map。", en: "rx.observeWeakly(\\.level) already sends Int?, no map needed."),
            Localized(zh: "battery.rx.observeWeakly(\\.level)", en: "battery.rx.observeWeakly(\\.level)"),
        ],
        expected: Expectation(marbles: "80-60-(n|)")
    )) { (attempt: (Battery) -> Observable<Int?>, play) in
        var battery: Battery? = Battery(level: 80)
        let levels = attempt(battery!)
        play.record("result", levels.map { $0.map { "\($0)" } ?? "n" })
        play.at(3) { battery?.level = 60 }
        play.at(6) { battery = nil }
    }

    public static let showTitle = ExerciseHarness(Exercise(
        id: "kvo-retain-self",
        name: "ShowTitle",
        title: Localized(zh: "观察自己的属性，不要把自己留住", en: "Observe your own property without keeping yourself alive"),
        task: Localized(
            zh: "收件箱界面用 KVO 观察自己的 title 并打印，订阅放在自己的 disposeBag 里。第 2 拍标题变成 Inbox (3)，第 4 拍界面被关掉（最后一个引用没了），应该打印 controller deinit。现在它永远不会被释放：找出循环并打破它。",
            en: "The inbox screen observes its own title through KVO and prints it, keeping the subscription in its own disposeBag. At tick 2 the title becomes Inbox (3); at tick 4 the screen is closed (its last reference goes) and controller deinit should print. Right now it is never released: find the cycle and break it."
        ),
        hints: [
            Localized(zh: "控制器拥有袋子，袋子拥有订阅。订阅又拥有谁？", en: "The controller owns the bag, the bag owns the subscription. What does the subscription own?"),
            Localized(zh: "rx.observe 的 retainSelf 参数决定序列是否强引用被观察的对象；路径从 self 开始时不要强引用。", en: "rx.observe's retainSelf decides whether the sequence holds the observed object strongly; for a path that starts at self, it must not."),
            Localized(zh: "inbox.rx.observe(\\.title, retainSelf: false)", en: "inbox.rx.observe(\\.title, retainSelf: false)"),
        ],
        expected: Expectation(output: """
        title Inbox
        title Inbox (3)
        controller deinit
        """, subscriptionsEnd: true)
    )) { (attempt: (InboxController, @escaping (String) -> Void) -> Void, play) in
        var inbox: InboxController? = InboxController()
        inbox?.onDeinit = { play.print("controller deinit") }
        let show: (String) -> Void = { play.print("title \($0)") }
        attempt(inbox!, show)
        play.at(2) { inbox?.title = "Inbox (3)" }
        play.at(4) { inbox = nil }
    }
}
