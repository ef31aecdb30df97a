import Foundation

/// Where a command writes, and whether it may use colour.
public final class Console {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""
    public let colored: Bool
    private let echo: Bool

    /// A console that writes through to the process's stdout/stderr.
    public static func process(environment: [String: String] = ProcessInfo.processInfo.environment, noColor: Bool = false) -> Console {
        let terminal = isatty(STDOUT_FILENO) == 1
        let allowed = environment["NO_COLOR"].map { $0.isEmpty } ?? true
        return Console(colored: terminal && allowed && !noColor, echo: true)
    }

    /// A console that only collects text (tests).
    public init(colored: Bool = false, echo: Bool = false) {
        self.colored = colored
        self.echo = echo
    }

    public func out(_ text: String = "") {
        standardOutput += text + "\n"
        if echo { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
    }

    public func err(_ text: String) {
        standardError += text + "\n"
        if echo { FileHandle.standardError.write(Data((text + "\n").utf8)) }
    }

    public func paint(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    public enum Style: String {
        case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }
}
