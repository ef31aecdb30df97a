import LessonKit
import RxCocoaKit
import RxCore

/// Network results arrive off the main thread; bind them only after observe(on:).
let bindOnTheMainThread = Demo(
    id: "threading",
    title: Localized(zh: "只在主线程上绑定界面", en: "Bind to the UI on the main thread only"),
    explanation: Localized(
        zh: "UIKit 只能在主线程上使用，所以绑定到界面的元素应当在 MainScheduler 上到达。URLSession 的扩展（这里是假网络）在后台线程上交付结果。第一个标签直接绑定原始结果：RxCocoa 3.0 的 UIBindingObserver 会检查线程，在这里报错让应用停下；本课的模拟控件保留了这道检查，打印同一行并丢掉这个元素，所以标签是空的。从 RxCocoa 3.1 起不再这样：UIBindingObserver 改为把元素转到主队列，RxCocoa 4 起（包括 RxCocoa 6）label.rx.text 是一个 Binder，它把每个元素交给 MainScheduler，从后台线程来的元素先转到主线程，再写进标签（见下一个演示）。第二个标签先 observe(on: MainThread.scheduler)（即 observe(on: MainScheduler.instance)，旧名 observeOn），结果晚一拍在主线程上到达，标签正常更新。在 RxCocoa 6 里这仍是好习惯：observe(on:) 之后的 map、subscribe 等都在主线程上运行，而 Binder 只保护最后写界面的那一步。",
        en: "UIKit may only be used from the main thread, so elements bound to the UI should arrive on the MainScheduler. URLSession's extensions (the fake network here) deliver on a background thread. The first label binds the raw results directly: RxCocoa 3.0's UIBindingObserver checked the thread and stopped the app here; this lesson's headless controls keep that check, print the same line and drop the element, so the label stays empty. Since RxCocoa 3.1 that no longer happens: UIBindingObserver started moving the element to the main queue, and from RxCocoa 4 on (RxCocoa 6 included) label.rx.text is a Binder, which hands every element to MainScheduler, so an element arriving from a background thread is first moved to the main thread and then written into the label (see the next demo). The second label goes through observe(on: MainThread.scheduler) first (observe(on: MainScheduler.instance), formerly observeOn); the result arrives a tick later on the main thread and the label updates. In RxCocoa 6 this is still good practice: everything after observe(on:), map and subscribe included, runs on the main thread, while a Binder only protects the final write to the UI."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只说明了这条规则，并说调试版会报错；那是 RxCocoa 3.0 的行为。这里的模拟控件照 3.0 的方式检查线程，打印的那一行就是 3.0 崩溃时的信息；RxCocoa 6 的 Binder 则会把元素转到主线程。",
        en: "The document only states the rule and says a debug build stops with an error; that was RxCocoa 3.0. The headless controls here check the thread the 3.0 way, and the reported line is the message 3.0 crashed with; RxCocoa 6's Binder moves the element to the main thread instead."
    )
) { play in
    let api = SearchAPI(play)
    let offMainLabel = Label()
    let onMainLabel = Label()
    let bag = DisposeBag()

    play.probe("raw results", api.rawSearchResults("Rx").map { $0.count })
        .map { "\($0) results" }
        .bind(to: offMainLabel.rx.text)
        .disposed(by: bag)

    play.probe("observe(on: main)", api.rawSearchResults("Rx").observe(on: MainThread.scheduler).map { $0.count })
        .map { "\($0) results" }
        .bind(to: onMainLabel.rx.text)
        .disposed(by: bag)

    play.sleep(1.0)
    play.print("off main: \(offMainLabel.text ?? "nil")")
    play.print("observed on main: \(onMainLabel.text ?? "nil")")
}
