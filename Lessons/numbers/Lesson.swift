import LessonKit

public let lesson = Lesson(
    id: "numbers",
    title: Localized(zh: "三个输入框求和：rx.text、ControlProperty 与 Binder", en: "Adding three fields: rx.text, ControlProperty and Binder"),
    source: "004_0ca609f9e4688b5d.txt § NumbersViewController",
    summary: Localized(
        zh: "三个输入框的数字相加，结果显示在标签里：一行 combineLatest 就够了。这一课把这行拆开看：.rx 是 Reactive 包装，rx.text 是用 controlProperty(editingEvents:getter:setter:) 做出来的 ControlProperty，它既能被订阅也能被绑定；orEmpty 把 nil 变成 \"\"；标签的 rx.text 是一个 Binder, bind(to:) 把值送进去。没有 UIKit，输入框和标签是无界面的替身，打字发生在虚拟时钟上。",
        en: "Three fields, their numbers added, the total in a label: one combineLatest does it. This lesson takes that line apart: .rx is the Reactive wrapper, rx.text is a ControlProperty built by controlProperty(editingEvents:getter:setter:), which can be both subscribed to and bound to; orEmpty turns nil into \"\"; the label's rx.text is a Binder, and bind(to:) feeds it. There is no UIKit here: the fields and the label are headless stand-ins, and typing happens on the virtual clock."
    ),
    demos: [sumOfThreeFields, currentValueFirst, reactiveWrapper, controlPropertyInside, orEmptyDemo],
    exercises: [Exercises.showSum.exercise, Exercises.value.exercise]
)
