import LessonKit
import RxCore

struct LookupFailed: Error {}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let display = ExerciseHarness(Exercise(
        id: "errors-fallback-value",
        name: "Display",
        title: Localized(zh: "出错时显示 n/a", en: "Show n/a on error"),
        task: Localized(
            zh: "温度计在第 6 拍出错。让 display 不把错误传下去，而是显示 \"n/a\" 然后正常完成。",
            en: "The thermometer fails at tick 6. Make display show \"n/a\" and complete normally instead of passing the error on."
        ),
        hints: [
            Localized(zh: "有一个操作符专门在出错时发出一个值然后完成。", en: "One operator emits a single value on error and then completes."),
            Localized(zh: "文档叫它 catchErrorJustReturn，现在叫 catchAndReturn。", en: "The document calls it catchErrorJustReturn; today it is catchAndReturn."),
        ],
        expected: Expectation(marbles: "-20-21(na,|)")
    )) { (attempt: (Observable<String>) -> Observable<String>, play) in
        let temperature = timeline(play, [(1, .next("20")), (4, .next("21")), (6, .error(LookupFailed()))])
        let shown = attempt(temperature)
            .map { $0 == "n/a" ? "na" : $0 }
        play.record("result", shown)
    }

    public static let prices = ExerciseHarness(Exercise(
        id: "errors-catch-inside-flat-map",
        name: "Prices",
        title: Localized(zh: "只让失败的那次查询恢复", en: "Recover only the lookup that failed"),
        task: Localized(
            zh: "prices 为每个 id 查价格；id 2 的查询会失败。现在一次失败就结束了整个结果。让失败的查询变成 0，其他 id 照常查询，结果随 ids 一起完成。",
            en: "prices looks up every id; the lookup of id 2 fails. Right now one failure ends the whole result. Make the failed lookup count as 0 while the other ids are looked up as usual, and complete along with ids."
        ),
        hints: [
            Localized(zh: "错误会结束它所在的序列。哪个序列应该结束：一次查询，还是整个结果？", en: "An error ends the sequence it travels in. Which one should end: one lookup, or the whole result?"),
            Localized(zh: "把 catchAndReturn(0) 移到 flatMap 的闭包里，接在 lookup(id) 后面。", en: "Move catchAndReturn(0) into flatMap's closure, right after lookup(id)."),
        ],
        expected: Expectation(marbles: "-10-0--30|")
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>, play) in
        let ids = timeline(play, [(0, .next(1)), (3, .next(2)), (6, .next(3)), (9, .completed)])
        let scheduler = play.scheduler
        let lookup: (Int) -> Observable<Int> = { id in
            Observable<Int>.timer(.seconds(1), scheduler: scheduler)
                .flatMap { _ in id == 2 ? Observable<Int>.error(LookupFailed()) : .just(id * 10) }
        }
        play.record("result", attempt(ids, lookup))
    }

    public static let reliable = ExerciseHarness(Exercise(
        id: "errors-retry-download",
        name: "Reliable",
        title: Localized(zh: "重试一个会失败的冷序列", en: "Retry a flaky cold source"),
        task: Localized(
            zh: "download 每次被订阅都重新下载；前两次在第一块之后失败，第三次成功。让 reliable 最多尝试 3 次，订阅者最终看到下载完成而不是错误。",
            en: "download starts over on every subscription; the first two attempts fail after the first chunk, the third succeeds. Make reliable try at most 3 times so the subscriber ends up seeing the download complete instead of an error."
        ),
        hints: [
            Localized(zh: "出错时重新订阅源序列的操作符是哪个？", en: "Which operator subscribes to the source again on error?"),
            Localized(zh: "retry(3)：一共最多 3 次尝试。", en: "retry(3): at most 3 attempts in all."),
        ],
        expected: Expectation(marbles: "-a-a-a(b|)")
    )) { (attempt: (Observable<String>) -> Observable<String>, play) in
        var attempts = 0
        let scheduler = play.scheduler
        let download = Observable<String>.deferred {
            attempts += 1
            let fails = attempts < 3
            return Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(2)
                .flatMap { index -> Observable<String> in
                    if index == 0 { return .just("a") }
                    return fails ? .error(LookupFailed()) : .just("b")
                }
        }
        play.record("result", attempt(download))
    }
}
