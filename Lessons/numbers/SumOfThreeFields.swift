import LessonKit
import RxCocoaKit
import RxCore

/// The example itself: combineLatest of the three fields, summed, bound to the label.
let sumOfThreeFields = Demo(
    id: "sum",
    title: Localized(zh: "三个输入框求和", en: "Three fields, one total"),
    explanation: Localized(
        zh: "combineLatest 订阅三个 rx.text.orEmpty；只要任一个输入框变了，它就拿三个输入框各自最新的文字算一次和，map 成字符串，再 bind(to:) 标签的 rx.text。虚拟时钟上每 2 秒键入一次：第 2、4、6 秒分别在三个框里输入 1、2、3，第 8 秒在第一个框后面加 0（变成 10），第 10 秒删掉第三个框的 3，第 12 秒在第二个框后加 x（\"2x\" 不是数字，算 0）。标签在第 0 秒就显示 0：订阅时每个输入框都先交出当前的文字。第 14 秒界面关闭：每个输入框的属性随之完成（controlProperty 里的 take(until: deallocated)），所以输入框那几行以 | 结尾。",
        en: "combineLatest subscribes to the three rx.text.orEmpty; whenever any field changes, it adds up the latest text of all three, map turns the sum into a string, and bind(to:) writes it into the label's rx.text. On the virtual clock one keystroke happens every 2 s: 1, 2 and 3 go into the three fields at 2, 4 and 6 s, at 8 s a 0 is added to the first field (now 10), at 10 s the 3 is deleted from the third, at 12 s an x goes after the 2 in the second (\"2x\" is not a number, so it counts as 0). The label shows 0 already at 0 s: on subscription every field hands over its current text first. At 14 s the screen goes away: each field's property completes (the take(until: deallocated) inside controlProperty), which is why the field rows end with |."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只讲代码，没有打印输出；这里打印的是标签在每次键入后显示的内容。",
        en: "The document explains the code and prints nothing; here we print what the label shows after each keystroke."
    )
) { play in
    MainThread.use(play.scheduler)
    do {
        let screen = NumbersScreen()
        play.record("first", screen.first.rx.text.orEmpty.changed)
        play.record("second", screen.second.rx.text.orEmpty.changed)
        play.record("third", screen.third.rx.text.orEmpty.changed)
        _ = play.probe("total label", screen.total.rx.textChanges)
            .subscribe(onNext: { play.print("total = \($0)") })
        screen.viewDidLoad()

        play.sleep(2); screen.first.type("1")
        play.sleep(2); screen.second.type("2")
        play.sleep(2); screen.third.type("3")
        play.sleep(2); screen.first.type("0")
        play.sleep(2); screen.third.deleteBackward()
        play.sleep(2); screen.second.type("x")
        play.sleep(2)
    }
    // The screen is gone (14 s): each field's property completes, take(until: deallocated).
}
