import LessonKit
import RxCore

/// A screen that keeps a timer subscription while it is open.
private final class Screen {
    let disposeBag = DisposeBag()
    var forgotten: [Disposable] = []

    init(play: Playground, leaky: Bool) {
        let subscription = Observable<Int>.interval(.seconds(1), scheduler: play.scheduler)
            .subscribe(onNext: { _ in })
        if leaky {
            forgotten.append(subscription)   // never disposed: the timer outlives the screen
        } else {
            subscription.disposed(by: disposeBag)
        }
    }
}

/// Resources.total before and after: the document's two-visit leak test.
let resourcesTotalFindsALeak = Demo(
    id: "resources-total",
    title: Localized(zh: "Resources.total：进出两次，看资源数是否回到原处", en: "Resources.total: visit twice, see whether the count comes back"),
    explanation: Localized(
        zh: "Resources.total 是运行时当前持有的资源数（订阅、sink、disposable）。文档的检查方法：进入屏幕用一下再返回，记下资源数；再进入、返回一次，再记一次。两次相同就没有泄漏（第一次访问可能加载了懒加载的资源，所以从第一次返回后开始比较）。这里的整洁屏幕把订阅放进自己的 DisposeBag；泄漏的屏幕忘了，计时器在屏幕关闭后还在跑，每访问一次资源数就多一些。RxSwift 需要 TRACE_RESOURCES 才有这个计数；我们的运行时总是开着。打印的是比较结果而不是具体数字，因为数字取决于运行时内部有多少对象。",
        en: "Resources.total is how many resources the runtime holds right now (subscriptions, sinks, disposables). The document's check: open a screen, use it, go back, note the count; do it again and note it again. Equal counts mean no leak (the first visit may load lazy resources, so compare from the first return on). The tidy screen puts its subscription in its own DisposeBag; the leaky one forgets, so its timer keeps running after the screen closes and every visit leaves more behind. RxSwift needs TRACE_RESOURCES for this count; our runtime always keeps it. We print comparisons rather than the numbers, which depend on how many objects the runtime uses inside."
    ),
    documented: "",
    note: Localized(
        zh: "文档只给出打印 Resources.total 的代码和检查步骤，没有输出；这是两个屏幕在虚拟时钟上的检查结果。",
        en: "The document gives the code that prints Resources.total and the steps of the check, with no output; this is the check of two screens on the virtual clock."
    )
) { play in
    var leaked: [Disposable] = []
    for leaky in [false, true] {
        let name = leaky ? "leaky screen" : "tidy screen"
        var counts: [Int32] = []
        var grewWhileOpen = true
        for _ in 1...2 {
            let before = Resources.total
            var screen: Screen? = Screen(play: play, leaky: leaky)
            play.sleep(2)
            grewWhileOpen = grewWhileOpen && Resources.total > before
            leaked += screen?.forgotten ?? []
            screen = nil
            counts.append(Resources.total)
        }
        play.print("\(name): while open, more resources than before: \(grewWhileOpen)")
        play.print("\(name): after visit 1 == after visit 2: \(counts[0] == counts[1])")
    }
    // Stop the leaked timers, or the clock would run forever.
    leaked.forEach { $0.dispose() }
}
