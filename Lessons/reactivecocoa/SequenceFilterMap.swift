import CourseKit
import LessonKit

/// The document's collection example: a for loop, and the same with rac_sequence.
let sequenceFilterMap = Demo(
    id: "sequence-filter-map",
    documented: ""
) { play in
    let strings = ["x", "RAC", "Cocoa", "5", "v2"]

    var loopResults: [String] = []
    for string in strings {
        if string.count < 2 { continue }
        loopResults.append(string + "foobar")
    }
    play.print("for loop:        \(loopResults)")

    var filterRuns = 0
    var mapRuns = 0
    let results = strings.rac_sequence
        .filter { string in
            filterRuns += 1
            return string.count >= 2
        }
        .map { string -> String in
            mapRuns += 1
            return string + "foobar"
        }
    func counts() -> String {
        play.language == .zh ? "filter 运行了 \(filterRuns) 次，map 运行了 \(mapRuns) 次"
            : "filter ran \(filterRuns) times, map ran \(mapRuns) time\(mapRuns == 1 ? "" : "s")"
    }
    play.say(zh: "rac_sequence 建好了：\(counts())", en: "rac_sequence built: \(counts())")
    play.say(zh: "results.head = \(results.head!)，\(counts())", en: "results.head = \(results.head!): \(counts())")
    play.say(zh: "results.array = \(results.array)，\(counts())", en: "results.array = \(results.array): \(counts())")
    play.say(zh: "再读一次 results.array，\(counts())", en: "results.array again: \(counts())")
    var walked: [String] = []
    for string in results { walked.append(string) }
    play.print("for-in: \(walked.joined(separator: " "))")
}
