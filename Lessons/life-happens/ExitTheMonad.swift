import CourseKit
import LessonKit
import RxCore

/// The messy way the document warns about: leave Rx in subscribe, do state magic, come back with a subject.
let leavingRxAndComingBack = Demo(
    id: "exit-and-return",
    documented: ""
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

    play.sleep(0.5)
}

/// The same result without leaving Rx.
let stayingInRx = Demo(
    id: "stay-in-rx",
    documented: ""
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
    play.sleep(0.5)
}

/// When something fails in production.
let whenTheSourceFails = Demo(
    id: "when-it-fails",
    documented: ""
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
        .subscribe(onNext: { play.print("rx: \($0)") }, onError: { play.say(zh: "rx 这条链出错了（\($0)）", en: "rx: failed with \($0)") })
        .disposed(by: bag)
    play.sleep(0.5)
}
