import LessonKit

/// The document's collection example: a for loop, and the same with rac_sequence.
let sequenceFilterMap = Demo(
    id: "sequence-filter-map",
    title: Localized(zh: "集合变换：for 循环 vs rac_sequence 的 filter + map", en: "Collection transformations: a for loop vs rac_sequence filter + map"),
    explanation: Localized(
        zh: "文档的例子：保留长度至少为 2 的字符串，每个后面接上 \"foobar\"。for 循环立即算完全部；rac_sequence 的 filter + map 只是描述，直到读取才计算，只算读到的部分，并且每个元素只算一次。序列也可以直接用 for-in 遍历（RAC 里是 NSFastEnumeration）。",
        en: "The document's example: keep the strings at least two characters long and append \"foobar\" to each. The for loop computes everything at once; rac_sequence's filter + map only describe the work, which happens when the result is read, only as far as it is read, and once per element. A sequence can also be walked with for-in (NSFastEnumeration in RAC)."
    ),
    documented: "",
    note: Localized(
        zh: "文档的两段代码都不打印；这里打印结果和 filter / map 块被调用的次数。",
        en: "Neither of the document's snippets prints; here we print the results and how often the filter and map blocks ran."
    )
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
