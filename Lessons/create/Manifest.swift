import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myJust = ExerciseHarness(Exercise(
        id: "create-my-just",
        name: "MyJust",
        title: Localized(zh: "用 create 写 myJust", en: "Write myJust with create"),
        task: Localized(
            zh: "在 Exercises/MyJust.swift 里完成 myJust(_:)：订阅时发出这一个元素，然后 completed，都在订阅的那一刻。myJust(7) 应该画成 (7|)。现在它只会 completed。",
            en: "In Exercises/MyJust.swift finish myJust(_:): on subscription send the one element, then completed, both on the subscription's tick. myJust(7) should draw as (7|). The stub only completes."
        ),
        hints: [
            Localized(zh: "create 的闭包拿到的 observer 就是订阅者；对它调用 on(...) 就是发事件。", en: "The observer create's closure receives is the subscriber; calling on(...) on it sends an event."),
            Localized(zh: "顺序很重要：completed 之后的元素会被丢掉。", en: "Order matters: an element sent after completed is dropped."),
            Localized(zh: "在 observer.on(.completed) 前面加上 observer.on(.next(element))。", en: "Put observer.on(.next(element)) before observer.on(.completed)."),
        ],
        expected: Expectation(marbles: "(7|)")
    )) { (attempt: (Int) -> Observable<Int>, play) in
        play.record("result", attempt(7))
    }

    public static let myFrom = ExerciseHarness(Exercise(
        id: "create-my-from",
        name: "MyFrom",
        title: Localized(zh: "用 create 写 myFrom", en: "Write myFrom with create"),
        task: Localized(
            zh: "在 Exercises/MyFrom.swift 里完成 myFrom(_:)：按顺序发出数组里的每个元素，然后 completed。myFrom([\"first\", \"second\", \"third\"]) 应该画成 (first,second,third|)。现在它发完元素就停在那里，永远不结束。",
            en: "In Exercises/MyFrom.swift finish myFrom(_:): send every element of the array in order, then completed. myFrom([\"first\", \"second\", \"third\"]) should draw as (first,second,third|). The stub sends the elements and then just stops, never ending."
        ),
        hints: [
            Localized(zh: "一个有限的数组对应一个有限的序列：它需要一个终点。", en: "A finite array makes a finite sequence: it needs an end."),
            Localized(zh: "循环结束后，告诉 observer 序列完成了。", en: "After the loop, tell the observer the sequence is complete."),
            Localized(zh: "在 for 循环之后加 observer.on(.completed)（或 observer.onCompleted()）。", en: "Add observer.on(.completed) (or observer.onCompleted()) after the for loop."),
        ],
        expected: Expectation(marbles: "(first,second,third|)")
    )) { (attempt: ([String]) -> Observable<String>, play) in
        let words = ["first", "second", "third"]
        play.record("result", attempt(words))
    }
}
