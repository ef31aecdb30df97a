import LessonKit
import RxCore

/// The messy way the document warns about: leave Rx in subscribe, do state magic, come back with a subject.
let leavingRxAndComingBack = Demo(
    id: "exit-and-return",
    title: Localized(zh: "离开 Rx，再用 Subject 回来", en: "Leaving Rx, then coming back with a Subject"),
    explanation: Localized(
        zh: "遇到操作符难以表达的情况，可以在 subscribe 里离开 Rx：修改外部状态（宾客名单），在普通代码里算出结果（globalParty），再用一个 Subject 把结果送回 Rx (kittens.onNext)。能用，但状态散落在外面，而且 Subject 和源序列断了联系：看最后一行 kittens，魔法生物在 3 秒时已经结束，kittens 却永远不会完成（-->），依赖它的订阅也就永远挂着。文档里的 Variable 在 RxSwift 5 被标为废弃，RxSwift 6 已经删除；这里由 BehaviorSubject 担任它的角色。",
        en: "When operators make something hard, you can leave Rx inside subscribe: change outside state (the guest list), compute the result in plain code (globalParty), and push it back into Rx with a Subject (kittens.onNext). It works, but the state lives outside and the Subject is cut off from its source: in the kittens row, the magic beings ended at 3 s, yet kittens never completes (-->), so everything downstream waits forever. The document's Variable was deprecated in RxSwift 5 and removed in RxSwift 6; a BehaviorSubject plays its part here."
    ),
    documented: "",
    note: Localized(
        zh: "文档的代码只是示意（summonFromMiddleEarth、globalParty 都是虚构的），没有输出；这里给它们一个小小的实现，在虚拟时钟上运行。",
        en: "The document's code is a sketch (summonFromMiddleEarth and globalParty are made up) and prints nothing; here they get a tiny implementation and run on the virtual clock."
    )
) { play in
    let bag = DisposeBag()
    var attendees: [String] = []                       // state outside Rx
    let kittens = BehaviorSubject(value: firstKitten)  // the way back in

    play.probe("kittens", kittens)
        .map(purr)
        .subscribe(onNext: { play.print($0) })
        .disposed(by: bag)

    play.probe("magicBeings", summonFromMiddleEarth(play))
        .subscribe(onNext: { being in                  // exit the Rx monad
            attendees.append(being)                    // state magic
            let kitten = globalParty(being, attendees) // the messy world
            kittens.onNext(kitten)                     // back into Rx
        })
        .disposed(by: bag)

    play.sleep(5)
}

/// The same result without leaving Rx.
let stayingInRx = Demo(
    id: "stay-in-rx",
    title: Localized(zh: "不离开 Rx：同样的结果", en: "Staying in Rx: the same result"),
    explanation: Localized(
        zh: "同样的逻辑可以全部留在链里：scan 把宾客名单作为累积状态带着走，map 调用普通函数 globalParty（普通代码完全可以放在 map 里），startWith 给出第一只小猫。输出一模一样，但没有外部可变状态，也没有 Subject；源序列在 3 秒完成时，结果也跟着完成。",
        en: "The same logic fits inside the chain: scan carries the guest list as accumulated state, map calls the plain function globalParty (plain code is fine inside map), and startWith supplies the first kitten. The output is identical, with no outside mutable state and no Subject, and when the source completes at 3 s, so does the result."
    ),
    documented: "",
    note: Localized(
        zh: "文档只建议尽量别那样写，没有给出替代写法和输出；这是我们的改写在虚拟时钟上的输出。",
        en: "The document only advises against the messy way, without an alternative or output; this is our rewrite on the virtual clock."
    )
) { play in
    let bag = DisposeBag()
    let magicBeings = play.probe("magicBeings", summonFromMiddleEarth(play))
    let kittens = magicBeings
        .scan(into: (attendees: [String](), being: "")) { party, being in
            party.attendees.append(being)
            party.being = being
        }
        .map { globalParty($0.being, $0.attendees) }
        .startWith(firstKitten)
    play.probe("kittens", kittens)
        .map(purr)
        .subscribe(onNext: { play.print($0) })
        .disposed(by: bag)
    play.sleep(5)
}

/// When something fails in production.
let whenTheSourceFails = Demo(
    id: "when-it-fails",
    title: Localized(zh: "出错的时候：错误去了哪里？", en: "When it fails: where does the error go?"),
    explanation: Localized(
        zh: "生产环境里迟早会出错。这里召唤在精灵之后（第 2 秒）失败。离开 Rx 的写法里，错误停在那个只处理 onNext 的 subscribe 上，变成一条 \"Unhandled error\"; kittens 对此一无所知，依赖它的界面还在等下一只小猫。留在 Rx 里的写法把错误沿着链传到订阅者，它可以处理（这里打印出来，下一课用 catch 恢复）。",
        en: "In production something fails sooner or later. Here the summoning fails right after the elf, at 2 s. In the version that left Rx, the error stops at the subscribe that only handles onNext and becomes an \"Unhandled error\" line; kittens knows nothing, and whatever depends on it waits for the next kitten. The version that stayed in Rx carries the error down the chain to its subscriber, which can handle it (here it prints it; the errors lesson recovers with catch)."
    ),
    documented: "",
    note: Localized(
        zh: "文档没有这个例子；它把上面两种写法放在同一个会失败的源上。",
        en: "Not in the document: it runs both ways above on a source that fails."
    )
) { play in
    let bag = DisposeBag()
    // Leaving Rx.
    var attendees: [String] = []
    let kittens = BehaviorSubject(value: firstKitten)
    play.probe("messy kittens", kittens)
        .map(purr)
        .subscribe(onNext: { play.print("messy: \($0)") })
        .disposed(by: bag)
    summonFromMiddleEarth(play, failing: true)
        .subscribe(onNext: { being in
            attendees.append(being)
            kittens.onNext(globalParty(being, attendees))
        })
        .disposed(by: bag)
    // Staying in Rx.
    play.probe("rx kittens", summonFromMiddleEarth(play, failing: true)
        .scan(into: [String]()) { $0.append($1) }
        .map { globalParty($0.last!, $0) }
        .startWith(firstKitten))
        .map(purr)
        .subscribe(onNext: { play.print("rx: \($0)") }, onError: { play.print("rx: failed with \($0)") })
        .disposed(by: bag)
    play.sleep(5)
}
