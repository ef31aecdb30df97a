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
    func counts() -> String { "filter ran \(filterRuns) times, map ran \(mapRuns) time\(mapRuns == 1 ? "" : "s")" }
    play.print("rac_sequence built: \(counts())")
    play.print("results.head = \(results.head!): \(counts())")
    play.print("results.array = \(results.array): \(counts())")
    play.print("results.array again: \(counts())")
    var walked: [String] = []
    for string in results { walked.append(string) }
    play.print("for-in: \(walked.joined(separator: " "))")
}
