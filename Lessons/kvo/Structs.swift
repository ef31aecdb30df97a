import LessonKit
import RxCore

/// Only an object announces changes: a struct copy changes silently.
let structsChangeThroughTheirOwner = Demo(
    id: "structs",
    title: Localized(zh: "结构体本身不能被观察", en: "A struct on its own cannot be observed"),
    explanation: Localized(
        zh: "KVO 是对象的机制：只有对象会在属性改变时通知观察者。frame 是一个结构体（这里的 Rect，代替 CGRect）。把它复制出来再改，改的是副本，没有任何对象知道，所以什么也没发出；通过 view.frame.width = 640 改，是对 view 的属性整体赋了一个新值，观察者收到整个新的 Rect。真正的 KVO 还要把结构体装进 NSValue 再取出来，所以 RxCocoa 只直接支持 CGRect、CGSize、CGPoint，其他结构体要实现 KVORepresentable；替身用的是有类型的 key path，不需要这一步。",
        en: "KVO is a mechanism of objects: only an object tells its observers that a property changed. frame is a struct (Rect here, standing in for CGRect). Copy it out and change it, and you change a copy no object knows about, so nothing is sent; write view.frame.width = 640 and the view's property is assigned a whole new value, so observers receive the whole new Rect. Real KVO also boxes structs in NSValue and unboxes them, which is why RxCocoa handles only CGRect, CGSize and CGPoint directly and other structs need KVORepresentable; the stand-in's typed key paths skip that step."
    ),
    documented: "",
    resolution: 1.0,
    note: Localized(
        zh: "文档只描述了结构体的限制；这是 KVO 替身在虚拟时钟上的输出。",
        en: "The document only describes the limits around structs; this is the KVO stand-in's output on the virtual clock."
    )
) { play in
    let view = KVOView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let subscription = play.probe("observe(\\.frame)", view.rx.observe(\.frame))
        .subscribe(onNext: { play.print("frame \($0)") })
    play.sleep(2)
    var copy = view.frame
    copy.width = 640
    play.print("changed a copy to \(copy)")
    play.sleep(2)
    view.frame.width = 640
    play.sleep(2)
    subscription.dispose()
}
