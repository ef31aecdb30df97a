import CourseKit
import Lesson_checkpoint_apps
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.cart, Exercises.signUp]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let cart = Exercise(
        id: "checkpoint-apps-cart",
        name: "Cart",
        shown: cartScenario([(5, "add"), (12, "add"), (19, "undo"), (26, "add"), (33, "undo"), (40, "undo"), (47, "undo")]),
        variants: Variants { random in
            // Every grading adds twice and undoes with two items in the cart; then a few more
            // edits, never more than five items.
            var edits = ["add", "add", "undo"]
            var count = 1
            for _ in 0..<random.int(in: 2...5) {
                let edit = count < 5 && random.int(in: 0...1) == 0 ? "add" : "undo"
                count = edit == "add" ? count + 1 : max(0, count - 1)
                edits.append(edit)
            }
            let ticks = random.ticks(edits.count, in: 5...80, gap: 7)
            return cartScenario(Array(zip(ticks, edits)))
        },
        rules: OperatorRules(require: ["scan", "asDriver"], forbid: OperatorRules.madeByHand)
    )

    /// The cart: empty at once, then after every edit (an add appends the next letter, an undo
    /// drops the last item); the checkout button: off at once, then each change.
    static func cartScenario(_ edits: [(Int, String)]) -> Scenario {
        let letters = Array("abcdefghij").map(String.init)
        var added = 0
        var items: [String] = []
        var shown = [(0, "none")]
        var checkout = ["checkout off at tick 0"]
        var adds: [(Int, String)] = []
        var undos: [(Int, String)] = []
        for (tick, edit) in edits {
            let wasEmpty = items.isEmpty
            if edit == "add" {
                adds.append((tick, letters[added]))
                items.append(letters[added])
                added += 1
            } else {
                undos.append((tick, "u"))
                items = Array(items.dropLast())
            }
            shown.append((tick, items.isEmpty ? "none" : items.joined()))
            if wasEmpty != items.isEmpty { checkout.append("checkout \(items.isEmpty ? "off" : "on") at tick \(tick)") }
        }
        return Scenario(CartInputs(adds: Diagram(MarbleDiagram.of(adds)), undos: Diagram(MarbleDiagram.of(undos)), closedAt: (edits.last?.0 ?? 0) + 3),
                        expected: Expectation(diagram: .of(shown), output: checkout.joined(separator: "\n")))
    }

    public static let signUp = Exercise(
        id: "checkpoint-apps-sign-up",
        name: "SignUp",
        shown: signUpScenario(
            username: [(1, "a"), (2, "al"), (3, "ali"), (7, "alix"), (17, "bo"), (18, "bob"), (27, "bobby")],
            password: [(2, "abc"), (13, "abcdef"), (38, "abc")],
            taken: ["alix"], failing: ["bob"]),
        variants: Variants { random in signUpVariant(&random) },
        rules: OperatorRules(require: ["debounce", "flatMapLatest", "combineLatest", "asDriver"])
    )

    static let quiet = 3

    /// Three names, each typed as two or three prefixes a tick apart: one replaced by the next
    /// name while its check runs, one taken or failing, one free (in a varying order); the
    /// password weak, then strong, then weak again, typed where nothing else happens.
    static func signUpVariant(_ random: inout VariantGenerator) -> Scenario {
        let free = random.pick(["carol", "dave", "erin"])
        let replaced = random.pick(["ann", "amy"]), taken = random.pick(["admin", "root"]), failing = random.pick(["fail", "oops"])
        let order = random.inTurn([[replaced, taken, failing, free], [failing, free, replaced, taken], [replaced, free, failing, taken]])
        var username: [(Int, String)] = []
        var tick = random.int(in: 1...3)
        var index = 0
        while index < order.count {
            let name = order[index]
            let prefixes = (max(1, name.count - random.int(in: 1...2))...name.count).map { String(name.prefix($0)) }
            for prefix in prefixes {
                username.append((tick, prefix))
                tick += 1
            }
            if name == replaced {
                // The next name is pasted 4 ticks after this one's last key: its check starts
                // while this one's is still out.
                tick += 3
                username.append((tick, order[index + 1]))
                tick += 1
                index += 1
            }
            tick += quiet + Harness.checkLatency + random.int(in: 2...4)
            index += 1
        }
        let busy = Set(events(username, password: [], taken: [taken], failing: [failing]).busy)
        func freeTick(after start: Int) -> Int {
            var t = start
            while busy.contains(t) { t += 1 }
            return t
        }
        let weak = freeTick(after: random.int(in: 1...3))
        let strong = freeTick(after: random.int(in: (weak + 4)...(tick / 2)))
        let weakAgain = freeTick(after: tick + random.int(in: 1...3))
        let password = [(weak, random.pick(["abc", "pass"])), (strong, random.pick(["secret1", "abcdef"])), (weakAgain, "abc")]
        return signUpScenario(username: username, password: password, taken: [taken], failing: [failing])
    }

    /// What the task's rules make of the typing: the checks (with the cancelled ones), and the
    /// ticks where something happens.
    static func events(_ username: [(Int, String)], password: [(Int, String)], taken: Set<String>, failing: Set<String>)
        -> (lines: [(Int, String)], answers: [(Int, Bool)], busy: [Int]) {
        // debounce: a name goes out 3 ticks after its key if no key comes sooner.
        var settled: [(Int, String)] = []
        for (index, key) in username.enumerated() {
            let next = index + 1 < username.count ? username[index + 1].0 : Int.max
            if next > key.0 + quiet { settled.append((key.0 + quiet, key.1)) }
        }
        // distinctUntilChanged
        var asked: [(Int, String)] = []
        for name in settled where asked.last?.1 != name.1 { asked.append(name) }
        // flatMapLatest: a check answers 5 ticks later unless the next one starts first.
        var lines: [(Int, String)] = []
        var answers: [(Int, Bool)] = []
        for (index, check) in asked.enumerated() {
            let due = check.0 + Harness.checkLatency
            let next = index + 1 < asked.count ? asked[index + 1].0 : Int.max
            if next < due { lines.append((next, "check \(check.1) cancelled at tick \(next)")) }
            lines.append((check.0, "check \(check.1) at tick \(check.0)"))
            if next >= due { answers.append((due, !taken.contains(check.1) && !failing.contains(check.1))) }
        }
        let busy = username.map(\.0) + asked.map(\.0) + answers.map(\.0)
        return (lines, answers, busy)
    }

    /// The button: both a name's answer and a password are needed; then on when the name is
    /// free and the password has 6 characters or more; sent only when it changes.
    static func signUpScenario(username: [(Int, String)], password: [(Int, String)], taken: Set<String>, failing: Set<String>) -> Scenario {
        let (lines, answers, _) = events(username, password: password, taken: taken, failing: failing)
        let changes = (answers.map { ($0.0, 0, $0.1) } + password.map { ($0.0, 1, $0.1.count >= 6) }).sorted { $0.0 < $1.0 }
        var free: Bool?
        var strong: Bool?
        var button: [(Int, String)] = []
        for (tick, kind, value) in changes {
            if kind == 0 { free = value } else { strong = value }
            guard let free, let strong else { continue }
            let state = free && strong ? "on" : "off"
            if button.last?.1 != state { button.append((tick, state)) }
        }
        // At one tick a cancelled check is printed before the one that replaces it.
        let output = lines.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        func typed(_ keys: [(Int, String)]) -> String { keys.map { "\($0.0)=\($0.1)" }.joined(separator: ";") }
        return Scenario(
            SignUpInputs(username: typed(username), password: typed(password), taken: taken.sorted(), failing: failing.sorted()),
            expected: Expectation(diagram: .of(button), output: output.joined(separator: "\n"))
        )
    }
}
