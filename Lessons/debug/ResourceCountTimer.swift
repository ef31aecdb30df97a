import LessonKit
import RxCore

/// The document's leak watch: print Resources.total once a second.
let resourceCountEverySecond = Demo(
    id: "resource-count",
    title: Localized(zh: "每秒打印一次资源数", en: "Print the resource count every second"),
    explanation: Localized(
        zh: "文档建议在 application(_:didFinishLaunchingWithOptions:) 里放一个每秒一拍的 interval，每拍打印 RxSwift.Resources.total，边用应用边看这个数。这里就这样做，只是每行打印的是相对于计时器启动之前的变化（同一进程里别的运行也会在总数里留下资源）：这个计时器本身也占着资源，所以第一个数不是 +0。第 2 秒一个页面打开，订阅一个计时器并放进自己的 DisposeBag，数字上升；第 4 秒页面关闭，袋子被释放，数字回到打开之前的值。打开又关闭之后数字回不来，就是泄漏的信号（上一个演示把这个检查做成了两次访问的比较）。在 RxSwift 里，只有用 TRACE_RESOURCES 编译时这个计数才存在。",
        en: "The document suggests an interval ticking once a second in application(_:didFinishLaunchingWithOptions:), printing RxSwift.Resources.total on every tick, and watching the number while you use the app. Here that is done, except that each line shows the change since just before the watch started (other runs in the same process leave their own resources in the total): the watch timer holds resources itself, so the first line is not +0. At 2 s a screen opens, subscribes to a timer and keeps it in its own DisposeBag, and the number goes up; at 4 s the screen closes, the bag is released and the number is back where it was before. A number that doesn't come back after a screen has opened and closed is the sign of a leak (the previous demo turns this check into a comparison of two visits). In RxSwift the count exists only when compiled with TRACE_RESOURCES."
    ),
    documented: "",
    note: Localized(
        zh: "文档只给了打印资源数的代码，没有输出；这是虚拟时钟上的运行结果；打印的是变化量，数字取决于本课运行时内部用了多少对象。",
        en: "The document gives only the code that prints the count, with no output; this is the virtual clock's run, printing changes, and the numbers depend on how many objects this course's runtime uses inside."
    )
) { play in
    final class Screen {
        let disposeBag = DisposeBag()
    }
    // The document prints the total itself; other runs in the same process leave their own
    // resources in it, so here each line shows the change since just before the watch started.
    let before = RxCore.Resources.total
    let watch = Observable<Int>.interval(.seconds(1), scheduler: play.scheduler)
        .subscribe(onNext: { _ in play.print("Resource count: start + \(RxCore.Resources.total - before)") })
    var screen: Screen?
    play.at(2) {
        let opened = Screen()
        Observable<Int>.interval(.milliseconds(500), scheduler: play.scheduler)
            .subscribe()
            .disposed(by: opened.disposeBag)
        screen = opened
        play.print("screen opened")
    }
    play.at(4) {
        screen = nil
        play.print("screen closed")
    }
    play.sleep(6.5)
    watch.dispose()
    withExtendedLifetime(screen) {}
}
