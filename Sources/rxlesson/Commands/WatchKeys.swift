import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A key as the list reads it: the arrows and page keys a terminal sends as escape sequences, or a character.
enum Key: Equatable {
    case up, down, pageUp, pageDown, home, end, enter, escape, backspace
    case character(Character)

    /// The keys in bytes a terminal sent. A sequence this does not know (left, F1…) is dropped
    /// whole; an Esc with nothing after it is the Esc key.
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case 0x1B:
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") else {
                    keys.append(.escape)
                    continue
                }
                // CSI or SS3: parameters, then one final byte.
                var end = index + 1
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                guard end < bytes.count else {
                    index = bytes.count
                    continue
                }
                let parameters = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                if let key = sequence(final: bytes[end], parameters: parameters) { keys.append(key) }
                index = end + 1
            case 0x0A, 0x0D: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x00..<0x20: continue
            default:
                // One character, in as many bytes as its UTF-8 takes.
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                let end = min(bytes.count, index - 1 + length)
                let text = String(decoding: bytes[(index - 1)..<end], as: UTF8.self)
                if let character = text.first, character != "\u{FFFD}" { keys.append(.character(character)) }
                index = end
            }
        }
        return keys
    }

    private static func sequence(final: UInt8, parameters: String) -> Key? {
        switch (Character(Unicode.Scalar(final)), parameters) {
        case ("A", _): return .up
        case ("B", _): return .down
        case ("H", _), ("~", "1"), ("~", "7"): return .home
        case ("F", _), ("~", "4"), ("~", "8"): return .end
        case ("~", "5"): return .pageUp
        case ("~", "6"): return .pageDown
        default: return nil
        }
    }

    /// Whether `bytes` stop inside an escape sequence, whose rest may be a moment away.
    static func endsInsideSequence(_ bytes: [UInt8]) -> Bool {
        guard let escape = bytes.lastIndex(of: 0x1B) else { return false }
        let after = bytes[(escape + 1)...]
        if after.isEmpty { return true }
        guard after.first == UInt8(ascii: "[") || after.first == UInt8(ascii: "O") else { return false }
        return !after.dropFirst().contains { (0x40...0x7E).contains($0) }
    }
}

/// Single keys from a terminal without Enter, for as long as it lives; nothing when stdin is
/// not a terminal. The terminal is given back as it was however `watch` ends: on return,
/// `exit`, Ctrl-C, a hang-up or a kill, and out of the list's full screen too.
final class KeyReader {
    let active: Bool

    init() {
        active = isatty(STDIN_FILENO) == 1
        guard active else { return }
        var settings = termios()
        tcgetattr(STDIN_FILENO, &settings)
        KeyReader.saved = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        atexit { KeyReader.giveBack() }
        for stop in [SIGINT, SIGTERM, SIGHUP] {
            signal(stop) { number in
                KeyReader.giveBack()
                _exit(128 + number)
            }
        }
    }

    nonisolated(unsafe) static var saved: termios?
    /// The list's full screen is showing (the alternate screen, the cursor hidden).
    nonisolated(unsafe) static var fullScreen = false

    /// The terminal's settings and its main screen back, with only calls a signal handler may make.
    static func giveBack() {
        if fullScreen {
            fullScreen = false
            let leave: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
            _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
        }
        if var saved { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    }

    /// The next key typed within `timeout`, or nil: at the timeout, or as soon as `saves`
    /// signals a change (without a terminal, only those end the wait).
    func next(timeout: TimeInterval, orWhenReadable saves: SaveSignal) -> Character? {
        var descriptors: [pollfd] = []
        if active { descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)) }
        if let signal = saves.descriptor { descriptors.append(pollfd(fd: signal, events: Int16(POLLIN), revents: 0)) }
        guard !descriptors.isEmpty else {
            Thread.sleep(forTimeInterval: timeout)
            return nil
        }
        guard poll(&descriptors, nfds_t(descriptors.count), Int32(timeout * 1000)) > 0 else { return nil }
        if saves.descriptor != nil, descriptors[descriptors.count - 1].revents & Int16(POLLIN) != 0 {
            saves.drain()
            return nil
        }
        guard active else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        return Character(Unicode.Scalar(byte))
    }

    /// The keys typed within `timeout` (arrows and page keys whole), [] when none was, Esc
    /// when stdin has closed.
    func keys(timeout: TimeInterval) -> [Key] {
        guard active else { return [.escape] }
        var bytes: [UInt8] = []
        var wait = Int32(timeout * 1000)
        repeat {
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, wait) > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count <= 0 { return bytes.isEmpty ? [.escape] : Key.decode(bytes) }
            bytes += buffer[0..<count]
            // The rest of an arrow's sequence comes at once; a lone Esc gets a moment.
            wait = 30
        } while Key.endsInsideSequence(bytes)
        return Key.decode(bytes)
    }

    func restore() {
        guard active, var saved = KeyReader.saved else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &saved)
    }
}
