import LessonKit
import RxCore

/// rx.observe holds the object: it outlives our last reference until the subscription ends.
let observeKeepsTheViewAlive = Demo(
    id: "observe-retains",
    title: Localized(zh: "rx.observe 持有被观察的对象", en: "rx.observe holds the object it observes"),
    explanation: Localized(
        zh: "rx.observe 默认 retainSelf: true：序列和订阅强引用被观察的对象。第 2 拍我们丢掉自己对 view 的最后一个引用，view 仍然活着，因为订阅还拿着它；序列也不会结束。直到第 4 拍 dispose, view 才被释放。所以 observe 适合观察你确定活得比订阅久的对象，比如自己拥有的子对象。",
        en: "rx.observe defaults to retainSelf: true: the sequence and its subscription hold the observed object strongly. At tick 2 we drop our last reference to the view, yet it stays alive because the subscription holds it, and the sequence does not end either. Only the dispose at tick 4 releases the view. So observe suits objects you know outlive the subscription, such as children you own."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只描述了 retainSelf 的含义；这是 KVO 替身在虚拟时钟上的运行结果。",
        en: "The document only describes what retainSelf means; this is the KVO stand-in's run on the virtual clock."
    )
) { play in
    var view: KVOView? = KVOView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    view?.onDeinit = { play.print("view deinit") }
    weak var watched = view
    let subscription = play.probe("observe", view!.rx.observe(\.frame))
        .subscribe(onNext: { play.print("frame \($0)") })
    play.sleep(2)
    view = nil
    play.print("our last reference is gone; the view is still alive: \(watched != nil)")
    play.sleep(2)
    play.print("dispose")
    subscription.dispose()
    play.sleep(2)
}
