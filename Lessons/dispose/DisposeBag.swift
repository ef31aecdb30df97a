import LessonKit
import RxCore

/// DisposeBag: subscriptions end when their owner goes away.
let disposeBagEndsWithItsOwner = Demo(
    id: "dispose-bag",
    title: Localized(zh: "DisposeBag：主人消失时订阅一起结束", en: "DisposeBag: subscriptions end with their owner"),
    explanation: Localized(
        zh: "DisposeBag 像 ARC：把订阅放进袋子，袋子被释放时一起 dispose。它没有 dispose 方法；想提前清理，就换一个新袋子（bag = DisposeBag()）。这里在 1 秒时换袋子，之后的滴答不再打印。",
        en: "A DisposeBag works like ARC: put subscriptions in, and they are disposed together when the bag is released. It has no dispose method; to clean up early, replace it (bag = DisposeBag()). Here the bag is replaced at 1 s, and no tick prints after that."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只描述了 DisposeBag 的用法，没有输出；这是虚拟时钟上的运行结果。",
        en: "The document describes DisposeBag without printing anything; this is what the virtual clock prints."
    )
) { play in
    final class Screen {
        var disposeBag = DisposeBag()
    }
    let screen = Screen()
    Observable<Int>.interval(.milliseconds(300), scheduler: play.scheduler)
        .subscribe(onNext: { play.print("tick \($0)") })
        .disposed(by: screen.disposeBag)
    play.sleep(1.0)
    screen.disposeBag = DisposeBag()
    play.print("bag replaced at 1.0 s")
    play.sleep(1.0)
}
