#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Where a command writes: the process's stdout/stderr, or (in tests) two strings.
///
/// Writes cannot fail badly: on a closed pipe the command ends quietly (exit 141), on any
/// other error (a full disk) with one line `error: cannot write output: ...` on stderr
/// (exit 74). Later writes are dropped; the tool returns `failure`'s exit code.
public final class Console: @unchecked Sendable {
    /// Colour allowed: stdout is a terminal, `NO_COLOR` unset or empty, `TERM` not `dumb`, no `--no-color`.
    public var colored: Bool
    /// Columns to wrap text to: `COLUMNS` when set and numeric, else the terminal's width, else 80.
    /// The terminal's width is read again on every use, so a long-running command (`watch`)
    /// wraps to the window as it is now, after a resize.
    public var width: Int {
        guard let descriptor = followedTerminal else { return fixedWidth }
        return Console.terminalWidth(environment: [:], descriptor: descriptor)
    }
    private let fixedWidth: Int
    /// The terminal whose width `width` follows: stdout's, when `COLUMNS` does not fix it.
    private var followedTerminal: Int32?
    /// The first write that failed, if any.
    public var failure: WriteFailure? { locked { failed } }
    /// Everything written to stdout (capturing consoles only).
    public var output: String { locked { capturedOutput } }
    /// Everything written to stderr (capturing consoles only).
    public var errors: String { locked { capturedErrors } }

    /// The language of its own one-line write errors.
    public var language: Language = .en

    private enum Sink { case descriptors(output: Int32, error: Int32, exitOnFailure: Bool), capture }
    private let sink: Sink
    private let lock = NSLock()
    private var failed: WriteFailure?
    private var capturedOutput = ""
    private var capturedErrors = ""

    /// A console writing to the given file descriptors with `write(2)`. Ignores SIGPIPE, so
    /// that a closed pipe is an error code rather than death. With `exitOnFailure`, the first
    /// failed write ends the process (after its one line); without, it is only recorded.
    public init(output: Int32, error: Int32, colored: Bool, width: Int, exitOnFailure: Bool) {
        signal(SIGPIPE, SIG_IGN)
        sink = .descriptors(output: output, error: error, exitOnFailure: exitOnFailure)
        self.colored = colored
        self.fixedWidth = width
    }

    private init(capturingWithColor colored: Bool, width: Int) {
        sink = .capture
        self.colored = colored
        self.fixedWidth = width
    }

    /// The process's console: stdout and stderr, colour and width from the terminal and `environment`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> Console {
        let console = Console(output: STDOUT_FILENO, error: STDERR_FILENO,
                              colored: colorAllowed(terminal: isatty(STDOUT_FILENO) == 1, environment: environment),
                              width: terminalWidth(environment: environment, descriptor: STDOUT_FILENO), exitOnFailure: true)
        let fixed = environment["COLUMNS"].flatMap { Int($0) }.map { $0 > 0 } ?? false
        if !fixed, isatty(STDOUT_FILENO) == 1 { console.followedTerminal = STDOUT_FILENO }
        return console
    }

    /// Whether stdout is a terminal a person reads (never for a capturing console).
    public var isTerminal: Bool {
        if case .descriptors(let output, _, _) = sink { return isatty(output) == 1 }
        return false
    }

    /// A console that only collects what is written, for tests.
    public static func capturing(colored: Bool = false, width: Int = 80) -> Console {
        Console(capturingWithColor: colored, width: width)
    }

    /// Writes `text` and `terminator` to stdout.
    public func out(_ text: String = "", terminator: String = "\n") {
        emit(text + terminator, toError: false)
    }

    /// Writes `text` and a line break to stderr.
    public func err(_ text: String) {
        emit(text + "\n", toError: true)
    }

    /// `text` in a colour or style when colour is allowed; `text` unchanged otherwise.
    public func paint(_ text: String, _ style: Style) -> String {
        colored ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Prose from the lessons' text as a terminal shows it: each `code span` without its
    /// backticks (a terminal's text is already in a monospaced font, so they would only be
    /// noise), painted when colour is allowed. Wrap first: the wrapping reads the backticks to
    /// keep a span on one line. A lone backtick stays as it is.
    public func prose(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let after = rest.index(after: open)
            guard let close = rest[after...].firstIndex(of: "`") else { break }
            out += rest[..<open]
            // A span a line break splits is painted line by line, so no colour runs into the margin.
            out += rest[after..<close].split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? "" : paint(String($0), .cyan) }.joined(separator: "\n")
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// A message wrapped to the console's width (Chinese by its line-breaking rules).
    public func wrapped(_ text: String) -> String {
        Wrapping.wrapped(text, width: width)
    }

    /// `text` wrapped to the console's width as ``prose(_:)`` shows it (the backticks it drops
    /// take no columns; a code span still stays on one line), then shown by it.
    public func prose(_ text: String, indent: String, hangingIndent: String? = nil) -> String {
        prose(Wrapping.wrapped(text, width: width, indent: indent, hangingIndent: hangingIndent, backticksVanish: true))
    }

    public enum Style: String, Sendable {
        case bold = "1", dim = "2", reverse = "7", red = "31", green = "32", yellow = "33", blue = "34", cyan = "36"
    }

    /// A write that did not happen, and the exit code it calls for.
    public struct WriteFailure: Sendable, Equatable {
        public let errorNumber: Int32
        /// 141 for a closed pipe (as if killed by SIGPIPE), 74 (EX_IOERR) otherwise.
        public var exitCode: Int32 { errorNumber == EPIPE ? 141 : 74 }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func emit(_ text: String, toError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        switch sink {
        case .capture:
            if toError { capturedErrors += text } else { capturedOutput += text }
        case let .descriptors(output, error, exitOnFailure):
            guard failed == nil else { return }
            let code = Self.writeAll(text, to: toError ? error : output)
            // Nothing sensible remains to be done when stderr itself cannot be written.
            guard code != 0, !toError else { return }
            failed = WriteFailure(errorNumber: code)
            if code != EPIPE {
                let reason = String(cString: strerror(code))
                let line = (language == .zh ? "错误：无法写出输出：" : "error: cannot write output: ") + reason + "\n"
                _ = Self.writeAll(line, to: error)
            }
            if exitOnFailure { exit(WriteFailure(errorNumber: code).exitCode) }
        }
    }

    /// Writes all of `text` to `descriptor` with `write(2)`, retrying after interruptions and
    /// partial writes, waiting when the descriptor is non-blocking and full. Returns 0, or the errno.
    public static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                    continue
                }
                if written == 0 { return EIO }
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&waiting, 1, -1)
                    continue
                }
                return code
            }
            return 0
        }
    }

    /// Colour only on a terminal, with `NO_COLOR` unset or empty and `TERM` not `dumb`.
    static func colorAllowed(terminal: Bool, environment: [String: String]) -> Bool {
        terminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// `COLUMNS` when set to a positive number; else the width of the terminal on `descriptor`; else 80.
    static func terminalWidth(environment: [String: String], descriptor: Int32) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return windowSize(descriptor).map { Int($0.ws_col) }.flatMap { $0 > 0 ? $0 : nil } ?? 80
    }

    /// The height of the terminal on `descriptor`, read anew on every call; else `LINES` when
    /// set to a positive number; else 24.
    public static func terminalRows(environment: [String: String] = ProcessInfo.processInfo.environment, descriptor: Int32 = STDOUT_FILENO) -> Int {
        if let rows = windowSize(descriptor).map({ Int($0.ws_row) }), rows > 0 { return rows }
        return environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil } ?? 24
    }

    /// The terminal's window size, nil when `descriptor` is not a terminal.
    private static func windowSize(_ descriptor: Int32) -> winsize? {
        var size = winsize()
        // The platform modules import C's variadic ioctl as (fd, UInt request, pointer) on Darwin, Glibc and Musl alike.
        return ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 ? size : nil
    }
}
