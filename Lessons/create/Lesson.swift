import LessonKit

public let lesson = Lesson(
    id: "create",
    title: Localized(zh: "用 create 造你自己的 Observable", en: "Creating your own Observable with create"),
    source: "001_62d64e49416536a5.txt § 创建你自己的 Observable",
    summary: Localized(
        zh: "Observable 只是一份 \"怎样产生元素\" 的说明：创建它什么也不做，订阅时才开始干活，而且每次订阅都从头再来一遍。Observable.create 让你用一个闭包写出 subscribe：拿到 observer，发事件，交回一个 disposable。这一课写 myJust 和 myFrom。（003 号旧译本里同样的代码用 subscribeNext 和 NopDisposable.instance，今天分别是 subscribe(onNext:) 和 Disposables.create()。）",
        en: "An Observable is only a description of how elements are produced: creating one does nothing, the work starts when someone subscribes, and every subscription starts over. Observable.create lets you write subscribe as a closure: take the observer, send events, hand back a disposable. This lesson writes myJust and myFrom. (The older translation, 003, spells the same code with subscribeNext and NopDisposable.instance; today these are subscribe(onNext:) and Disposables.create().)"
    ),
    demos: [creatingDoesNothing, myJustDemo, myFromTwiceDemo, synchronousCreateDemo],
    exercises: [Exercises.myJust.exercise, Exercises.myFrom.exercise]
)
