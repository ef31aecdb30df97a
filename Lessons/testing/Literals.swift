import RxCore
import RxTestCore

/// How a test writes what it expects: `.next(210, 4)`, `.completed(300)`, `.error(300, boom)`,
/// `Subscription(200, 1000)`. The demos print recordings this way, and the exercises' graded
/// programs print the learner's answers this way, so what a learner reads is code they could
/// paste into `XCTAssertEqual`.
public enum Literal {
    public static func of<Element>(_ recorded: Recorded<Event<Element>>) -> String {
        switch recorded.value {
        case .next(let element): return ".next(\(recorded.time), \(element))"
        case .error(let error): return ".error(\(recorded.time), \(error))"
        case .completed: return ".completed(\(recorded.time))"
        }
    }

    public static func of<Element>(_ events: [Recorded<Event<Element>>]) -> String {
        "[" + events.map { of($0) }.joined(separator: ", ") + "]"
    }

    public static func of(_ subscription: Subscription) -> String {
        subscription.unsubscribe == Int.max
            ? "Subscription(\(subscription.subscribe))"
            : "Subscription(\(subscription.subscribe), \(subscription.unsubscribe))"
    }

    public static func of(_ subscriptions: [Subscription]) -> String {
        "[" + subscriptions.map { of($0) }.joined(separator: ", ") + "]"
    }
}

/// The error the exercises' scripts fail with: it prints as its name (`boom`).
public struct TestError: Swift.Error, Hashable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
}

/// Reads a list written as `Literal` writes it (`.next(150, 3), .next(210, 4), .completed(300)`,
/// brackets optional): how a scenario hands recorded events to a graded program.
public enum Script {
    public static func events<Element>(_ text: String, _ element: (String) -> Element?) -> [Recorded<Event<Element>>] {
        var recorded: [Recorded<Event<Element>>] = []
        for item in text.split(separator: ".").map({ $0.trimmingCharacters() }) where !item.isEmpty {
            guard let open = item.firstIndex(of: "("), let close = item.lastIndex(of: ")") else { continue }
            let name = item[..<open]
            let arguments = item[item.index(after: open)..<close].split(separator: ",").map { String($0).trimmingCharacters() }
            guard let time = arguments.first.flatMap({ Int($0) }) else { continue }
            switch name {
            case "next":
                if arguments.count > 1, let value = element(arguments[1]) { recorded.append(.next(time, value)) }
            case "error":
                recorded.append(.error(time, TestError(arguments.count > 1 ? arguments[1] : "error")))
            case "completed":
                recorded.append(.completed(time))
            default:
                continue
            }
        }
        return recorded
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "[" || first == "," { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "]" || last == "," { text = text.dropLast() }
        return String(text)
    }
}
