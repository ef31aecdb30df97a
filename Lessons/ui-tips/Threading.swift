import LessonKit
import RxCocoaKit
import RxCore

/// Network results arrive off the main thread; bind them only after observe(on:).
let bindOnTheMainThread = Demo(
    id: "threading",
    title: Localized(zh: "只在主线程上绑定界面", en: "Bind to the UI on the main thread only"),
    explanation: Localized(
        zh: "UIKit 只能在主线程上使用, 所以绑定到界面的元素必须在 MainScheduler 上发出。URLSession 的扩展 (这里是假网络) 在后台线程上交付结果。第一个标签直接绑定原始结果: RxCocoa 的调试版会在这里停下并报错, 无头控件打印同样的一行并丢掉这个元素, 标签仍然是空的。第二个标签先 observe(on: MainThread.scheduler) (即 observeOn(MainScheduler.instance)), 结果晚一刻在主线程上到达, 标签正常更新。",
        en: "UIKit may only be used from the main thread, so elements bound to the UI must arrive on the MainScheduler. URLSession's extensions (the fake network here) deliver on a background thread. The first label binds the raw results directly: a debug build of RxCocoa stops there with an error, and the headless control prints the same line and drops the element, so the label stays empty. The second label goes through observe(on: MainThread.scheduler) first (observeOn(MainScheduler.instance)); the result arrives a tick later on the main thread and the label updates."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只描述了这条规则; 这是无头控件在虚拟时钟上的表现: 报错的那一行就是 RxCocoa 调试版崩溃时打印的信息。",
        en: "The document only states the rule; this is how the headless controls behave on the virtual clock: the reported line is the message a debug build of RxCocoa crashes with."
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
