import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Marbles
import RxCore
import RxTest
import TextKit
import XCTest
@testable import LessonEngine
import LessonKit
@testable import rxlesson

final class GalleryTests: XCTestCase {
    private func run(_ arguments: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        let status = runTool(arguments, catalog: [], environment: [:], console: console)
        return (status, console)
    }

    private func picture(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> GalleryPicture {
        guard let example = Gallery.example(named: name) else {
            XCTFail("no example \(name)", file: file, line: line)
            fatalError()
        }
        return try! GalleryRunner.run(example)
    }

    // MARK: every operator

    func testEveryListedOperatorDrawsAsTextAndSVG() throws {
        let (status, console) = run(["marbles", "--list"])
        XCTAssertEqual(status, 0)
        let listed = Gallery.examples.map(\.name)
        XCTAssertGreaterThanOrEqual(listed.count, 40)
        XCTAssertEqual(Set(listed).count, listed.count, "names are unique")
        for name in listed {
            XCTAssertTrue(console.output.contains("\n  \(name) "), "\(name) is listed")
            let picture = try GalleryRunner.run(Gallery.example(named: name)!)
            let lines = picture.figureLines()
            XCTAssertFalse(lines.contains { $0.text.contains("too crowded") }, "\(name) draws as text:\n\(lines.map(\.text).joined(separator: "\n"))")
            XCTAssertTrue(picture.rows.contains { $0.role == .result }, name)
            XCTAssertFalse(picture.result.isEmpty, "\(name) produced something")
            let svg = MarbleSVG.document(picture.svgFigure)
            XCTAssertNil(XMLCheck.failure(svg), name)
            XCTAssertEqual(svg, MarbleSVG.document(try GalleryRunner.run(Gallery.example(named: name)!).svgFigure), "\(name) is deterministic")
            let (drawn, out) = run(["marbles", name])
            XCTAssertEqual(drawn, 0, name)
            XCTAssertTrue(out.output.hasPrefix(name + " — "), out.output)
        }
    }

    func testTheListNamesTheOperatorsTheIssueAsksFor() {
        let wanted = ["map", "filter", "scan", "reduce", "take", "skip", "distinctUntilChanged", "merge", "concat", "combineLatest",
                      "zip", "withLatestFrom", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchLatest", "startWith",
                      "amb", "debounce", "throttle", "sample", "delay", "delaySubscription", "timeout", "buffer", "window", "catch",
                      "catchAndReturn", "retry", "materialize", "takeLast", "element(at:)", "ignoreElements", "share"]
        for name in wanted { XCTAssertNotNil(Gallery.example(named: name), name) }
    }

    /// The result row of every picture is exactly what the chain produces on a plain
    /// TestScheduler with plain test observables (no recording in between).
    func testEveryPictureShowsWhatTheOperatorProduced() throws {
        for example in Gallery.examples {
            let picture = try GalleryRunner.run(example)
            let direct = DirectRun.events(example, diagrams: example.diagrams, arguments: example.parameters.map(\.example),
                                          disposed: GalleryRunner.subscribed + (picture.cut ?? GalleryRunner.cap))
            XCTAssertEqual(picture.result, direct.map(MarbleEvent.init), example.name)
            let row = picture.rows.first { $0.role == .result }!
            XCTAssertEqual(row.diagram.events, direct.map { MarbleEvent($0) }.map { MarbleEvent(time: $0.time - 200, kind: $0.kind, value: $0.value) }, example.name)
        }
    }

    /// Pictures against hand-written RxSwift code, independent of the gallery's closures.
    func testPicturesAgainstHandWrittenChains() {
        func check(_ name: String, _ expected: [Recorded<Event<String>>], file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertEqual(picture(name).result, expected.map(MarbleEvent.init), name, file: file, line: line)
        }
        func cold(_ diagram: String) -> (TestScheduler) -> TestableObservable<String> {
            { $0.createColdObservable(diagram) }
        }
        func direct(_ make: (TestScheduler) -> Observable<String>) -> [Recorded<Event<String>>] {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
            var chain: Observable<String>!
            chain = make(scheduler)
            return scheduler.start { chain! }.events
        }
        check("take", direct { s in s.createColdObservable("--a--b--c--d--|").take(2) })
        check("take", [.next(202, "a"), .next(205, "b"), .completed(205)])
        check("skip", direct { s in s.createColdObservable("--a--b--c--d--|").skip(2) })
        check("map", [.next(202, "10"), .next(205, "20"), .next(208, "30"), .completed(211)])
        check("combineLatest", direct { s in
            Observable.combineLatest(s.createColdObservable("--1-----2-----3--|"), s.createColdObservable("-----a-----b--|")) { $0 + $1 }
        })
        check("zip", direct { s in
            Observable.zip(s.createColdObservable("--1--2--------3--|"), s.createColdObservable("------a----b----c--|")) { $0 + $1 }
        })
        check("merge", direct { s in Observable.merge(s.createColdObservable("--1----2----3--|").asObservable(), s.createColdObservable("----a----b--|").asObservable()) })
        check("concat", direct { s in s.createColdObservable("--1--2--|").asObservable().concat(s.createColdObservable("-a--b--|")) })
        check("debounce", direct { s in s.createColdObservable("-1-2-----3-4-5-------|").debounce(.milliseconds(300), scheduler: s) })
        check("throttle", direct { s in s.createColdObservable("-1-2-3-------4-5---|").throttle(.milliseconds(400), scheduler: s) })
        check("delay", direct { s in s.createColdObservable("--1--2----3--|").delay(.milliseconds(300), scheduler: s) })
        check("flatMapLatest", direct { s in
            let inner = s.createColdObservable("-a-------b|")
            return s.createColdObservable("--1----2-----------|").flatMapLatest { x in inner.map { x + $0 } }
        })
        check("retry", direct { s in s.createColdObservable("--1--#").retry(3) })
        check("withLatestFrom", direct { s in
            s.createColdObservable("-1-----2-----3--|").withLatestFrom(s.createColdObservable("---a------b-----|")) { $0 + $1 }
        })
        check("timeout", [.next(201, "1"), .next(204, "2"), .error(209, RxError.timeout)])
    }

    /// The Swift line `play` prints is the chain its picture is computed with. zip over a
    /// collection completes when a source that has nothing left to pair is done and another
    /// emits; `zip(a, b)` waits for every source: here the two part at tick 5.
    func testZipsPrintedLineComputesItsPicture() throws {
        guard case .success(let request) = PlayRequest.make(operator: "zip", positional: ["-1|", "---a-b|", "--c|"]) else { return XCTFail() }
        let picture = request.run()
        XCTAssertEqual(picture.code, "Observable.zip([a, b, c]) { $0.joined() }")
        XCTAssertEqual(picture.result, [.next(203, "1ac"), .completed(205)])
        let scheduler = TestScheduler(initialClock: 0, resolution: Tick.seconds)
        let a = scheduler.createColdObservable("-1|"), b = scheduler.createColdObservable("---a-b|"), c = scheduler.createColdObservable("--c|")
        let collection = scheduler.start { Observable.zip([a.asObservable(), b.asObservable(), c.asObservable()]) { $0.joined() } }
        XCTAssertEqual(collection.events.map(MarbleEvent.init), picture.result)
        let arity = TestScheduler(initialClock: 0, resolution: Tick.seconds)
        let x = arity.createColdObservable("-1|"), y = arity.createColdObservable("---a-b|"), z = arity.createColdObservable("--c|")
        XCTAssertEqual(arity.start { Observable.zip(x, y, z) { $0 + $1 + $2 } }.events.map(MarbleEvent.init), [.next(203, "1ac"), .completed(206)])
    }

    func testSubscriptionsAreDrawnFromWhatReallyHappened() {
        // retry: three subscriptions of the cold source, at 0, 5 and 10.
        let retry = picture("retry")
        XCTAssertEqual(retry.rows.map(\.label), ["source#1", "source#2", "source#3", "retry(3)"])
        XCTAssertEqual(retry.rows.map(\.diagram.subscription), [nil, 5, 10, nil])
        // flatMapLatest: the first inner is unsubscribed when the second value arrives.
        let latest = picture("flatMapLatest")
        XCTAssertEqual(latest.rows[1].label, "inner#1")
        XCTAssertEqual(latest.rows[1].diagram.unsubscription, 7)
        // take unsubscribes its source at the second value.
        XCTAssertEqual(picture("take").rows[0].diagram.unsubscription, 5)
        // interval never ends: the picture is cut and the result goes on.
        let interval = picture("interval")
        XCTAssertNotNil(interval.cut)
        XCTAssertTrue(interval.rows.last!.diagram.goesOn)
        XCTAssertEqual(interval.figureLines().first?.text, "interval(3)  ---0--1--2--3--4--5-->")
        // window draws each window as a row of its own.
        XCTAssertEqual(picture("window").rows.map(\.label), ["source", "window(5, 2)", "w0", "w1", "w2"])
    }

    func testMarblesOutput() {
        let (status, console) = run(["marbles", "take", "--no-color"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(console.output, """
        take — emits only the first n values, then completes (and unsubscribes)

          source   --a--(b,!)
          take(2)  --a--(b,|)
          (one column = 1 tick = 0.1 s)

          ! unsubscribed
          in Swift:  source.take(2)
          try it:    \(Invocation.current) play take '--a--b--c--d--|' 2

        """)
        let (unknown, errors) = run(["marbles", "combineLatst"])
        XCTAssertEqual(unknown, 2)
        XCTAssertTrue(errors.errors.contains("unknown operator 'combineLatst'; did you mean 'combineLatest'?"), errors.errors)
        XCTAssertEqual(run(["marbles", "--frobnicate"]).0, 2)
        XCTAssertEqual(run(["marbles"]).0, 0)
    }

    func testAliasesFindTheirOperator() {
        XCTAssertEqual(Gallery.example(named: "element(at:)")?.name, "elementAt")
        XCTAssertEqual(Gallery.example(named: "catchError")?.name, "catch")
        XCTAssertEqual(Gallery.example(named: "COMBINELATEST")?.name, "combineLatest")
    }

    // MARK: files

    func testSVGAndHTMLFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("zip.svg").path
        XCTAssertEqual(run(["marbles", "zip", "--svg", svg]).0, 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        XCTAssertNil(XMLCheck.failure(text))
        XCTAssertTrue(text.contains("Observable.zip([a, b]) { $0.joined() }"))

        let page = directory.appendingPathComponent("play.html").path
        let (status, console) = run(["play", "merge", "--1--|", "-a-|", "--svg=\(page)"])
        XCTAssertEqual(status, 0, console.errors)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertFalse(html.contains("<script"))
    }
}

/// The chain on a plain TestScheduler: sources made by RxTest from the diagrams.
enum DirectRun {
    static func events(_ example: GalleryExample, diagrams: [String], arguments: [String], disposed: Int) -> [Recorded<Event<String>>] {
        let play = Playground()
        let scheduler = play.scheduler
        let sources: [Observable<String>] = diagrams.map { diagram in
            diagram.contains("^") ? scheduler.createHotObservable(diagram).asObservable() : scheduler.createColdObservable(diagram).asObservable()
        }
        let inputs = GalleryInputs(play: play, sources: sources, arguments: arguments)
        return scheduler.start(created: 100, subscribed: 200, disposed: disposed) { example.chain(inputs) }.events
    }
}

/// Well-formedness of XML text: nil, or the parser's complaint.
enum XMLCheck {
    static func failure(_ text: String) -> String? {
        let parser = XMLParser(data: Data(text.utf8))
        return parser.parse() ? nil : (parser.parserError.map { "\($0)" } ?? "parse failed")
    }
}
