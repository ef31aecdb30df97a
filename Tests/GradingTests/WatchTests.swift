import Foundation
import LessonEngine
import LessonKit
import XCTest
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// `rxlesson watch` on a pseudo-terminal, as a learner runs it.
final class WatchTests: XCTestCase {
    func testASaveMadeWhileGradingIsGradedRightAfter() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        // Every other exercise has passed; this one is the stub.
        let others = ScratchCourse.course.exercises.filter { $0.id != exercise.id }.map { "\"\($0.id)\":\"pass\"" }.joined(separator: ",")
        try FileManager.default.createDirectory(at: scratch.root.appendingPathComponent(".rxlesson"), withIntermediateDirectories: true)
        try Data("{\"grades\":{\(others)},\"hints\":{}}".utf8).write(to: scratch.root.appendingPathComponent(".rxlesson/progress.json"))
        let stub = try String(contentsOf: scratch.root.appendingPathComponent(exercise.stubFile), encoding: .utf8)
        // A text no build has seen, so grading it takes a compile: the save lands meanwhile.
        try scratch.write(stub + "\n// \(UUID().uuidString)\n", to: exercise)

        let terminal = try PseudoTerminal()
        let process = Process()
        process.executableURL = try ScratchCourse.binary
        process.arguments = ["watch", "--no-color"]
        process.currentDirectoryURL = scratch.root
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "en_US.UTF-8"
        process.environment = environment
        process.standardInput = terminal.child
        process.standardOutput = terminal.child
        process.standardError = terminal.child
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        // The task of the current exercise is shown first; grading starts right after it.
        XCTAssertTrue(terminal.read(until: exercise.file, timeout: 60), terminal.text)
        try scratch.write(try scratch.solution(of: exercise), to: exercise)
        XCTAssertTrue(terminal.read(until: "Every exercise passes", timeout: 120), terminal.text)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, terminal.text)
        XCTAssertTrue(terminal.text.contains("pass"), terminal.text)
        // After the pass: the standing, and how to see the reference solution, as this learner types it.
        let total = ScratchCourse.course.exercises.count
        XCTAssertTrue(terminal.text.contains("\(total)/\(total) ✓. Compare with the reference solution:"), terminal.text)
        XCTAssertTrue(terminal.text.contains("rxlesson solution dispose-take-until"), terminal.text)
        // One line says the standing: the report's own totals are left out.
        XCTAssertFalse(terminal.text.contains("1 exercise:"), terminal.text)
        XCTAssertFalse(terminal.text.contains("score"), terminal.text)
    }

    func testTheStandingIsOnThePromptAndQuittingIsNotAnError() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-draw")
        try scratch.write(String(contentsOf: scratch.root.appendingPathComponent(exercise.stubFile), encoding: .utf8), to: exercise)
        let terminal = try PseudoTerminal()
        let process = Process()
        process.executableURL = try ScratchCourse.binary
        process.arguments = ["watch", exercise.id, "--no-color", "--lang", "zh"]
        process.currentDirectoryURL = scratch.root
        // An English environment: the language comes from the flag, so the commands carry it.
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "en_US.UTF-8"
        environment["LC_ALL"] = nil
        process.environment = environment
        process.standardInput = terminal.child
        process.standardOutput = terminal.child
        process.standardError = terminal.child
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The first exercise of the first lesson: where the lesson's text is.
        XCTAssertTrue(terminal.read(until: "先读它的课文：", timeout: 60), terminal.text)
        XCTAssertTrue(terminal.read(until: "rxlesson --lang zh run reading-marbles", timeout: 10), terminal.text)
        XCTAssertTrue(terminal.read(until: exercise.file, timeout: 10), terminal.text)
        // Graded: the status line (standing, exercise, then the keys, whole on a line of their own
        // at 80 columns) is last; inside watch, a hint is a key.
        let total = ScratchCourse.course.exercises.count
        XCTAssertTrue(terminal.read(until: "0/\(total) ✓ · marbles-draw\r\n  保存文件就会重新批改；h 提示，", timeout: 180), terminal.text)
        XCTAssertTrue(terminal.text.contains("卡住了？按 h 看提示"), terminal.text)
        // s skips here too, as in the list: on to the next exercise not passed.
        FileHandle(fileDescriptor: terminal.master, closeOnDealloc: false).write(Data("s".utf8))
        XCTAssertTrue(terminal.read(until: "▶ marbles-print", timeout: 180), terminal.text)
        XCTAssertTrue(terminal.text.contains("已跳过 marbles-draw"), terminal.text)
        FileHandle(fileDescriptor: terminal.master, closeOnDealloc: false).write(Data("q".utf8))
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "q quits, and quitting is not a failure: " + terminal.text)
    }
}

extension WatchTests {
    /// `--html FILE` says once where the live page is, after it is first written.
    func testTheLivePageIsNamed() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-draw")
        try scratch.write(String(contentsOf: scratch.root.appendingPathComponent(exercise.stubFile), encoding: .utf8), to: exercise)
        let terminal = try PseudoTerminal()
        terminal.resize(columns: 200, rows: 24)
        let process = Process()
        process.executableURL = try ScratchCourse.binary
        process.arguments = ["watch", exercise.id, "--no-color", "--lang", "en", "--html", "page.html"]
        process.currentDirectoryURL = scratch.root
        process.standardInput = terminal.child
        process.standardOutput = terminal.child
        process.standardError = terminal.child
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let page = scratch.root.appendingPathComponent("page.html").standardizedFileURL.path
        XCTAssertTrue(terminal.read(until: "The live page is \(page): open it in a browser", timeout: 180), terminal.text)
        XCTAssertTrue(FileManager.default.fileExists(atPath: page))
        FileHandle(fileDescriptor: terminal.master, closeOnDealloc: false).write(Data("q".utf8))
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    /// The terminal's width is read again for every redraw: a window made wider while it
    /// waits gets its prompt again, on one line, with no key pressed.
    func testTheTextFollowsAResizedTerminal() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-draw")
        try scratch.write(String(contentsOf: scratch.root.appendingPathComponent(exercise.stubFile), encoding: .utf8), to: exercise)
        let terminal = try PseudoTerminal()
        terminal.resize(columns: 50)
        let process = Process()
        process.executableURL = try ScratchCourse.binary
        process.arguments = ["watch", exercise.id, "--no-color", "--lang", "en"]
        process.currentDirectoryURL = scratch.root
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = nil
        process.environment = environment
        process.standardInput = terminal.child
        process.standardOutput = terminal.child
        process.standardError = terminal.child
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let prompt = "save the file to grade again; h hint, l list, s skip, o what it printed, q quit"
        // At 50 columns the keys go under the status, folded between two keys.
        XCTAssertTrue(terminal.read(until: "✓ · marbles-draw\r\n  save the file to grade again; h hint, l list,\r\n  s skip, o what it printed, q quit",
                                    timeout: 180), terminal.text)
        XCTAssertFalse(terminal.text.contains(prompt), terminal.text)
        terminal.resize(columns: 120)
        XCTAssertTrue(terminal.read(until: prompt, timeout: 20), "after the resize the prompt fits one line: " + terminal.text)
        FileHandle(fileDescriptor: terminal.master, closeOnDealloc: false).write(Data("q".utf8))
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}

extension WatchTests {
    /// Two `watch`es in one checkout would build into one folder: the second is refused with
    /// the first one's pid while the first lives, and a killed first leaves no lock behind.
    func testOneWatchPerCheckout() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-draw")
        try scratch.write(String(contentsOf: scratch.root.appendingPathComponent(exercise.stubFile), encoding: .utf8), to: exercise)
        func watch(on terminal: PseudoTerminal) throws -> Process {
            let process = Process()
            process.executableURL = try ScratchCourse.binary
            process.arguments = ["watch", exercise.id, "--no-color"]
            process.currentDirectoryURL = scratch.root
            process.standardInput = terminal.child
            process.standardOutput = terminal.child
            process.standardError = terminal.child
            try process.run()
            return process
        }
        let terminal = try PseudoTerminal()
        let first = try watch(on: terminal)
        defer { if first.isRunning { first.terminate() } }
        XCTAssertTrue(terminal.read(until: exercise.file, timeout: 60), terminal.text)

        let other = try PseudoTerminal()
        let second = try ScratchCourse.rxlesson(["watch", exercise.id], in: scratch.root, input: other.child)
        XCTAssertEqual(second.status, 2, second.stderr)
        XCTAssertTrue(second.stderr.contains("another rxlesson watch is running in this checkout (pid \(first.processIdentifier))"), second.stderr)
        XCTAssertEqual(second.stdout, "", "refused before it shows or builds anything")

        // Killed, with no chance to clean up: the system drops its lock.
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        let again = try PseudoTerminal()
        let third = try watch(on: again)
        defer { if third.isRunning { third.terminate() } }
        XCTAssertTrue(again.read(until: exercise.file, timeout: 60), again.text)
        XCTAssertFalse(again.text.contains("another rxlesson watch"), again.text)
    }
}

extension WatchTests {
    /// `l` on a terminal: the list full screen, a filter, a reset with its question, a skip
    /// said on the status line, and `watch`'s own screen back after it.
    func testTheListFiltersResetsAndSkips() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-draw"), endings = try ScratchCourse.exercise("marbles-endings")
        // The exercise skipped to fails too, so the status line after it is a failing one's.
        for stub in [exercise, try ScratchCourse.exercise("marbles-print")] {
            try scratch.write(String(contentsOf: scratch.root.appendingPathComponent(stub.stubFile), encoding: .utf8), to: stub)
        }
        let terminal = try PseudoTerminal()
        terminal.resize(columns: 80, rows: 24)
        let process = Process()
        process.executableURL = try ScratchCourse.binary
        process.arguments = ["watch", exercise.id, "--no-color"]
        process.currentDirectoryURL = scratch.root
        process.standardInput = terminal.child
        process.standardOutput = terminal.child
        process.standardError = terminal.child
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let keyboard = FileHandle(fileDescriptor: terminal.master, closeOnDealloc: false)
        XCTAssertTrue(terminal.read(until: "✓ · marbles-draw\r\n  save the file", timeout: 180), terminal.text)

        keyboard.write(Data("l".utf8))
        XCTAssertTrue(terminal.read(until: "r reset to the stub", timeout: 10), terminal.text)
        XCTAssertTrue(terminal.text.contains("\u{1B}[?1049h"), "on the alternate screen")
        XCTAssertTrue(terminal.text.contains("> ✗ ▶ marbles-draw"), "the current exercise, selected and failing: " + terminal.text)
        keyboard.write(Data("/endings\r".utf8))
        XCTAssertTrue(terminal.read(until: "1 of 1 matching “endings”", timeout: 10), terminal.text)
        keyboard.write(Data("r".utf8))
        XCTAssertTrue(terminal.read(until: "Reset marbles-endings to the stub?", timeout: 10), terminal.text)
        keyboard.write(Data("y".utf8))
        XCTAssertTrue(terminal.read(until: "its hints start again at the first.", timeout: 10), terminal.text)
        XCTAssertEqual(FileManager.default.contents(atPath: scratch.root.appendingPathComponent(endings.file).path),
                       FileManager.default.contents(atPath: scratch.root.appendingPathComponent(endings.stubFile).path),
                       "the solution in the working copy is the stub again")

        keyboard.write(Data("s".utf8))
        XCTAssertTrue(terminal.read(until: "skipped marbles-draw, not passed", timeout: 180), terminal.text)
        // The status line with the skip is too long for 80 columns: the keys go whole on the next line.
        XCTAssertTrue(terminal.read(until: "skipped marbles-draw, not passed\r\n  save the file to grade again; h hint, l list, s skip, o what it printed,\r\n  q quit",
                                    timeout: 10), terminal.text)
        XCTAssertTrue(terminal.text.contains("\u{1B}[?1049l"), "back on watch's own screen")
        XCTAssertTrue(terminal.text.contains("▶ marbles-print"), "the next exercise not passed, introduced: " + terminal.text)
        // `list` and `hint` agree with watch on what comes next.
        let list = try ScratchCourse.rxlesson(["list"], in: scratch.root)
        let arrow = try XCTUnwrap(list.stdout.split(separator: "\n").first { $0.contains("← next") }, list.stdout)
        XCTAssertTrue(arrow.contains("marbles-print"), list.stdout)
        XCTAssertTrue(list.stdout.contains("next: marbles-print"), list.stdout)
        let hint = try ScratchCourse.rxlesson(["hint"], in: scratch.root)
        XCTAssertTrue(hint.stdout.hasPrefix("marbles-print ·"), hint.stdout)
        keyboard.write(Data("q".utf8))
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}

/// A pseudo-terminal: the child's end is a terminal (`isatty`), the test reads the other.
final class PseudoTerminal {
    let master: Int32
    let child: FileHandle
    private(set) var text = ""

    init() throws {
        #if canImport(Darwin)
        master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw CocoaError(.fileNoSuchFile)
        }
        let path = String(cString: name)
        #else
        // Glibc's module leaves out posix_openpt; these are its two ioctls on Linux.
        let getNumber: UInt = 0x8004_5430, setLock: UInt = 0x4004_5431
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, setLock, &unlock) == 0, ioctl(master, getNumber, &number) == 0 else {
            throw CocoaError(.fileNoSuchFile)
        }
        let path = "/dev/pts/\(number)"
        #endif
        let slave = open(path, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw CocoaError(.fileNoSuchFile) }
        child = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
    }

    deinit { close(master) }

    /// Sets the terminal's size, as a window resize does.
    func resize(columns: Int, rows: Int = 40) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Reads until `marker` has appeared or `timeout` seconds have passed.
    func read(until marker: String, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !text.contains(marker) && Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 200) > 0 else { continue }
            let count = readBytes(master, &buffer, buffer.count)
            if count <= 0 { break }
            text += String(decoding: buffer[0..<count], as: UTF8.self)
        }
        return text.contains(marker)
    }
}

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
