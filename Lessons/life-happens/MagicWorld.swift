import LessonKit
import RxCore

/// The chapter's cast, on the virtual clock: magic beings arrive one every 0.1 s (a tick), a party
/// in the "messy world" turns a being and the guest list into a kitten, and kittens purr.
struct SummoningFailed: Error, CustomStringConvertible {
    var description: String { "the portal collapsed" }
}

func summonFromMiddleEarth(_ play: Playground, failing: Bool = false) -> Observable<String> {
    let beings = ["hobbit", "elf", "wizard"]
    return Observable<Int>.interval(.milliseconds(100), scheduler: play.scheduler)
        .take(failing ? 2 : beings.count)
        .map { beings[$0] }
        .concat(failing ? Observable<String>.error(SummoningFailed()) : .empty())
}

/// Plain, non-Rx code: what the document calls the mess.
func globalParty(_ being: String, _ attendees: [String]) -> String {
    "kitten of the \(being) (party of \(attendees.count))"
}

func purr(_ kitten: String) -> String {
    "\(kitten) purrs"
}

let firstKitten = "first kitten"
