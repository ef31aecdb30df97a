#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CommandLineKit
import Foundation
import ProcessSpawn
import TextKit

/// A text taller than the window goes through a pager, as git's long output does, so the
/// start of a lesson does not scroll away: `RXLESSON_PAGER`, else `PAGER`, else `less -FRX`
/// (quits at once if the text fits, keeps colour, leaves the text on the screen). Only when
/// stdout is a terminal; never in CI, on a dumb terminal, with `--no-pager`, or when the
/// pager is set to `cat` or nothing.
enum Pager {
    static let standard = "less -FRX"

    /// The pager command for output to a terminal (`isTerminal`), nil when nothing pages.
    static func command(environment: [String: String], isTerminal: Bool, off: Bool) -> String? {
        guard isTerminal, !off, environment["TERM"] != "dumb" else { return nil }
        if let ci = environment["CI"], !["", "0", "false"].contains(ci.lowercased()) { return nil }
        let chosen = (environment["RXLESSON_PAGER"] ?? environment["PAGER"] ?? standard).trimmingCharacters(in: .whitespaces)
        return chosen.isEmpty || chosen == "cat" ? nil : chosen
    }

    /// What `body` writes to `context`'s console, through the pager when it is taller than
    /// the window; with no pager, `body` writes straight to the console as it goes.
    static func show(_ context: CommandContext, off: Bool, _ body: (CommandContext) -> Void) {
        let console = context.console
        guard let command = command(environment: context.environment, isTerminal: console.isTerminal, off: off) else {
            return body(context)
        }
        let collected = Console.capturing(colored: console.colored, width: console.width)
        body(context.writing(to: collected))
        let text = collected.output
        let rows = Console.terminalRows(environment: context.environment)
        if text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= rows - 1
            || !page(text, through: command, environment: context.environment) {
            console.out(text, terminator: "")
        }
        if !collected.errors.isEmpty { console.err(String(collected.errors.dropLast())) }
    }

    /// Runs `command` with the shell, `text` on its input and the terminal as its output;
    /// false when the pager could not be started (nothing was shown). The pager stays in this
    /// process's group, the terminal's foreground, so it may read the keyboard.
    static func page(_ text: String, through command: String, environment: [String: String]) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        var pagerEnvironment = environment
        // As git does: less without its own settings quits on a short text and keeps colour.
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
        // The pipe's read end as its input; SIGINT and SIGPIPE back to their defaults in it.
        let pid = Spawn.start(["/bin/sh", "-c", command], environment: pagerEnvironment.map { "\($0.key)=\($0.value)" },
                              descriptors: [(child: 0, copyOf: ends[0])], closing: ends, defaultSignals: [SIGINT, SIGPIPE])
        close(ends[0])
        guard pid > 0 else {
            close(ends[1])
            return false
        }
        // Ctrl-C is the pager's to handle (less stops a search); this process waits for it.
        let interrupt = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, interrupt) }
        // The reader may quit before the end (q in less): the rest is dropped, not an error,
        // so a write to the closed pipe must fail with EPIPE rather than end this process.
        let brokenPipe = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, brokenPipe) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
        }
        close(ends[1])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // 126/127: the shell found no such command; the text is still to be shown.
        let exited = status & 0x7f == 0
        return !(exited && [126, 127].contains((status >> 8) & 0xff))
    }
}
