import CourseKit
import LessonKit
import RxCore

/// A screen that keeps a timer subscription while it is open.
private final class Screen {
    let disposeBag = DisposeBag()
    var forgotten: [Disposable] = []

    init(play: Playground, leaky: Bool) {
        let subscription = Observable<Int>.interval(.milliseconds(100), scheduler: play.scheduler)
            .subscribe(onNext: { _ in })
        if leaky {
            forgotten.append(subscription)   // never disposed: the timer outlives the screen
        } else {
            subscription.disposed(by: disposeBag)
        }
    }
}

/// Resources.total before and after: the document's two-visit leak test.
let resourcesTotalFindsALeak = Demo(
    id: "resources-total",
    documented: ""
) { play in
    var leaked: [Disposable] = []
    for leaky in [false, true] {
        let name = leaky ? "leaky screen" : "tidy screen"
        var counts: [Int32] = []
        var grewWhileOpen = true
        for _ in 1...2 {
            let before = Resources.total
            var screen: Screen? = Screen(play: play, leaky: leaky)
            play.sleep(0.2)
            grewWhileOpen = grewWhileOpen && Resources.total > before
            leaked += screen?.forgotten ?? []
            screen = nil
            counts.append(Resources.total)
        }
        play.say(zh: "\(name)：打开期间资源比打开前多：\(grewWhileOpen)", en: "\(name): while open, more resources than before: \(grewWhileOpen)")
        play.say(zh: "\(name)：两次进出之后资源数相同：\(counts[0] == counts[1])", en: "\(name): after visit 1 == after visit 2: \(counts[0] == counts[1])")
    }
    // Stop the leaked timers, or the clock would run forever.
    leaked.forEach { $0.dispose() }
}
