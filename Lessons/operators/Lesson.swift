import LessonKit

public let lesson = Lesson(
    id: "operators",
    title: Localized(zh: "操作符与自定义操作符", en: "Operators, and writing your own"),
    source: "001_62d64e49416536a5.txt § Operators(操作符) · 003_c54383233e6bb83f.txt § Custom operators",
    summary: Localized(
        zh: "RxSwift 自带大量操作符，应该优先用它们；但一个操作符说到底只是一个 observable 工厂。这一课用两种方式亲手写 map：简单的方式用 create，更快但更难的方式用 Producer 和 Sink，并在虚拟时钟上看到两者和内置 map 输出一样。",
        en: "RxSwift ships many operators, and you should reach for them first; still, an operator is only a factory of observables. This lesson writes map by hand twice: the easy way with create, and the faster, harder way with Producer and Sink, and shows on the virtual clock that both print what the built-in map prints."
    ),
    demos: [myMapTheEasyWay, myMapWithProducerAndSink, myMapBehavesLikeMap],
    exercises: [Exercises.myMap.exercise, Exercises.myMapFast.exercise, Exercises.myFilter.exercise]
)
