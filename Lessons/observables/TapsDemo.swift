import LessonKit
import RxCore

/// `---tap-tap-------tap--->`: a button's taps, a sequence that never ends.
let tapsNeverEnd = Demo(
    id: "taps",
    title: Localized(zh: "按钮点击：没有尽头的序列", en: "Button taps: a sequence without an end"),
    explanation: Localized(
        zh: "按钮的点击没有 \"最后一次\"：序列不会 completed，也不会 error。这里用一个 PublishSubject 代替按钮，在第 3、7、17 拍各点一下，到第 23 拍停下来画图。图的末尾是 > 而不是 |：序列还在继续，订阅占着的资源也还在，直到有人 dispose（下一课）。",
        en: "A button's taps have no 'last one': the sequence never completes and never fails. A PublishSubject stands in for the button; it is tapped at ticks 3, 7 and 17, and we draw at tick 23. The drawing ends in > rather than |: the sequence goes on, and so do the resources its subscription holds, until someone disposes it (next lesson)."
    ),
    documented: "---tap-tap-------tap--->"
) { play in
    let button = PublishSubject<String>()
    play.record("taps", button)
    for tick in [3, 7, 17] {
        play.at(tick) { button.onNext("tap") }
    }
    play.sleep(23)
    play.print(drawing(of: play.stream(named: "taps"), until: play.now))
}
