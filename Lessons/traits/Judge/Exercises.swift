import CourseKit
import Lesson_traits
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.profile, Exercises.avatar, Exercises.saveThenReload, Exercises.forecast, Exercises.saveScreen]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    static let names = ["ann", "bob", "eve", "joe", "kim", "lee", "max", "zoe"]

    /// What the server's response holds: the one name, nothing, or two names.
    enum Response { case one, none, two }

    public static let profile = Exercise(
        id: "traits-as-single",
        name: "Profile",
        shown: profileScenario(.one, ["ann"], at: [3], completes: 7),
        variants: Variants { random in
            // Every grading meets all three responses.
            let response: Response = random.inTurn([.one, .none, .two])
            let picked = Array(names.shuffled(using: &random).prefix(2))
            let ticks = random.ticks(2, in: 1...12, gap: 4)
            let end = ticks[1] + random.int(in: 3...6)  // a name is 3 columns wide
            switch response {
            case .one: return profileScenario(.one, [picked[0]], at: [ticks[0]], completes: end)
            case .none: return profileScenario(.none, [], at: [], completes: end)
            case .two: return profileScenario(.two, picked, at: ticks, completes: end)
            }
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand + ["catch", "catchAndReturn"])
    )

    public static let avatar = Exercise(
        id: "traits-maybe-then-single",
        name: "Avatar",
        shown: avatarScenario(cached: nil, cacheEnds: 2, downloaded: "new", latency: 3),
        variants: Variants { random in
            // Every grading meets a miss and a hit.
            let hit: Bool = random.inTurn([false, true])
            let values = names.shuffled(using: &random)
            let ends = random.int(in: 1...5)
            return avatarScenario(cached: hit ? values[0] : nil, cacheEnds: ends, downloaded: values[1], latency: random.int(in: 2...5))
        },
        rules: OperatorRules(require: ["asMaybe"], forbid: OperatorRules.madeByHand + ["catch", "catchAndReturn"])
    )

    /// How the save goes: parts written then completed, nothing written then completed, or
    /// parts written then an error.
    enum Save { case parts, nothing, fails }

    public static let saveThenReload = Exercise(
        id: "traits-completable-and-then",
        name: "SaveThenReload",
        shown: saveThenReloadScenario(.parts, parts: [1, 3], ends: 4, reloaded: "v2", latency: 2),
        variants: Variants { random in
            // Every grading meets a save with parts, one with none, and a failed one.
            let save: Save = random.inTurn([.parts, .nothing, .fails])
            let parts = save == .nothing ? [] : random.ticks(random.int(in: 1...3), in: 1...10, gap: 2)
            let ends = (parts.last ?? 0) + random.int(in: 1...4)
            let version = "v\(random.int(in: 3...9))"
            return saveThenReloadScenario(save, parts: parts, ends: ends, reloaded: version, latency: random.int(in: 1...4))
        },
        rules: OperatorRules(require: ["andThen"], forbid: OperatorRules.madeByHand)
    )

    public static let forecast = Exercise(
        id: "traits-single-to-driver",
        name: "Forecast",
        shown: forecastScenario([(1, "a"), (6, "b"), (11, "c"), (13, "d")], temperatures: ["a": 12, "c": 8, "d": 15]),
        variants: Variants { random in
            let count = random.int(in: 4...6)
            // One city replaced while it loads (2 ticks later), one failing lookup that is shown
            // and followed by more cities; the other gaps let each answer arrive.
            let replaced = random.int(in: 0...(count - 2))
            var failing = random.int(in: 0...(count - 2))
            if failing == replaced { failing = (replaced + 1) % (count - 1) }
            var tick = random.int(in: 1...3)
            var cities: [(Int, String)] = []
            let letters = Array("abcdefgh".map(String.init).shuffled(using: &random).prefix(count))
            for index in 0..<count {
                cities.append((tick, letters[index]))
                tick += index == replaced ? 2 : random.int(in: 4...6)
            }
            var temperatures: [String: Int] = [:]
            for (index, city) in letters.enumerated() where index != failing {
                temperatures[city] = random.int(in: 10...35)
            }
            return forecastScenario(cities, temperatures: temperatures)
        },
        rules: OperatorRules(require: ["asDriver"], forbid: OperatorRules.madeByHand)
    )

    public static let saveScreen = Exercise(
        id: "traits-driver-or-signal",
        name: "SaveScreen",
        shown: saveScreenScenario([(2, true), (5, false), (11, true), (14, false)], late: 8),
        variants: Variants { random in
            // Before the second screen opens: at least one saved and one failed save, in any
            // order; after it: at least one of each again.
            var before = [true, false] + (0..<random.int(in: 0...2)).map { _ in random.int(in: 0...1) == 0 }
            var after = [true, false] + (0..<random.int(in: 0...2)).map { _ in random.int(in: 0...1) == 0 }
            before.shuffle(using: &random)
            after.shuffle(using: &random)
            let ticks = random.ticks(before.count + after.count, in: 1...40, gap: 3)
            let late = ticks[before.count - 1] + random.int(in: 1...2)
            return saveScreenScenario(Array(zip(ticks, before + after)), late: late)
        },
        rules: OperatorRules(require: ["asDriver", "asSignal"], forbid: OperatorRules.madeByHand)
    )

    /// The response's names at `ticks`, then completed: one name succeeds at the completion,
    /// none fails there with noElements, a second name fails at once with moreThanOneElement.
    static func profileScenario(_ response: Response, _ values: [String], at ticks: [Int], completes end: Int) -> Scenario {
        let events = Array(zip(ticks, values))
        let expected: MarbleDiagram
        switch response {
        case .one: expected = .of([(end, values[0])], completed: end)
        case .none: expected = .of([(end, "none")], completed: end)
        case .two: expected = .of([(ticks[1], "many")], completed: ticks[1])
        }
        return Scenario(ProfileInputs(response: Diagram(MarbleDiagram.of(events, completed: end))), expected: Expectation(diagram: expected))
    }

    /// The cache answers (its avatar or nothing) and completes at `cacheEnds`; on a miss the
    /// download starts then and answers `latency` ticks later.
    static func avatarScenario(cached: String?, cacheEnds end: Int, downloaded: String, latency: Int) -> Scenario {
        let cache = MarbleDiagram.of(cached.map { [(end, $0)] } ?? [], completed: end)
        let download = MarbleDiagram.of([(latency, downloaded)], completed: latency)
        let expected: MarbleDiagram = cached.map { .of([(end, $0)], completed: end) }
            ?? .of([(end + latency, downloaded)], completed: end + latency)
        return Scenario(AvatarInputs(cache: Diagram(cache), download: Diagram(download)), expected: Expectation(diagram: expected))
    }

    /// The save writes a part (p) at each of `parts`, then completes (or fails) at `ends`; the
    /// reload answers `latency` ticks after it is subscribed. The result: the reloaded version
    /// once the save has completed, or the save's error (drawn fail) at once.
    static func saveThenReloadScenario(_ save: Save, parts: [Int], ends: Int, reloaded: String, latency: Int) -> Scenario {
        let written = parts.map { ($0, "p") }
        let writes: MarbleDiagram = save == .fails ? .of(written, failed: ends) : .of(written, completed: ends)
        let expected: MarbleDiagram = save == .fails
            ? .of([(ends, "fail")], completed: ends)
            : .of([(ends + latency, reloaded)], completed: ends + latency)
        return Scenario(SaveThenReloadInputs(writes: Diagram(writes), reload: Diagram(MarbleDiagram.of([(latency, reloaded)], completed: latency))),
                        expected: Expectation(diagram: expected))
    }

    /// Cities typed at their ticks; each lookup answers 3 ticks later (a city without a
    /// temperature fails). A city typed while the previous one loads replaces it.
    static func forecastScenario(_ cities: [(Int, String)], temperatures: [String: Int]) -> Scenario {
        var shown: [(Int, String)] = []
        for (index, (tick, city)) in cities.enumerated() {
            let next = index + 1 < cities.count ? cities[index + 1].0 : Int.max
            if next > tick + 3 { shown.append((tick + 3, temperatures[city].map(String.init) ?? "na")) }
        }
        let table = temperatures.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        return Scenario(ForecastInputs(cities: Diagram(MarbleDiagram.of(cities)), temperatures: table),
                        expected: Expectation(diagram: .of(shown)))
    }

    /// Saves (ok or no) at their ticks; a second screen opens at `late`. It must show the count
    /// of successful saves at once, and afterwards every new count and every new failure (err).
    static func saveScreenScenario(_ saves: [(Int, Bool)], late: Int) -> Scenario {
        let before = saves.filter { $0.0 < late && $0.1 }.count
        var count = before
        var seen: [(Int, String)] = [(late, "\(before)")]
        for (tick, saved) in saves where tick > late {
            if saved {
                count += 1
                seen.append((tick, "\(count)"))
            } else {
                seen.append((tick, "err"))
            }
        }
        return Scenario(SaveScreenInputs(saves: Diagram(MarbleDiagram.of(saves.map { ($0.0, $0.1 ? "ok" : "no") })), late: late),
                        expected: Expectation(diagram: .of(seen)))
    }
}
