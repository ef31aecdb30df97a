// RxTest's assertions (RxSwift 6): `XCTAssertEqual` for lists of events, recorded events and
// trait events, and `XCTAssertRecordedElements`. Errors are equal when their descriptions
// are (as `Event`'s `==` here). On a mismatch the differing positions are printed too.
//
// `import RxTest` gives these and, re-exported, the clock itself (`RxTestCore`: TestScheduler,
// Recorded, observers, hot and cold observables), as RxSwift's RxTest does. The clock is a
// module of its own because it also runs inside rxlesson and every graded exercise, which
// import `RxTestCore` and so never link XCTest.

import XCTest
import RxCore
@_exported import RxTestCore

/// Asserts two lists of events are equal: same elements, completions, and errors with the same description.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSameEvents(lhs, rhs, equal: ==, file: file, line: line)
}

/// Asserts two lists of recorded events are equal: same times and equal events.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSameEvents(lhs, rhs, equal: { $0.time == $1.time && $0.value == $1.value }, file: file, line: line)
}

/// Asserts two lists of recorded events with optional elements are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSameEvents(lhs, rhs, equal: { $0.time == $1.time && $0.value == $1.value }, file: file, line: line)
}

/// Asserts two lists of `Single` events are equal (`.success` elements, `.failure` descriptions).
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSameEvents(lhs, rhs, equal: { left, right in
        switch (left, right) {
        case let (.success(l), .success(r)): return l == r
        case let (.failure(l), .failure(r)): return sameError(l, r)
        default: return false
        }
    }, file: file, line: line)
}

/// Asserts two lists of `Maybe` events are equal.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSameEvents(lhs, rhs, equal: { left, right in
        switch (left, right) {
        case let (.success(l), .success(r)): return l == r
        case let (.error(l), .error(r)): return sameError(l, r)
        case (.completed, .completed): return true
        default: return false
        }
    }, file: file, line: line)
}

/// Asserts two lists of `Completable` events are equal.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    assertSameEvents(lhs, rhs, equal: { left, right in
        switch (left, right) {
        case let (.error(l), .error(r)): return sameError(l, r)
        case (.completed, .completed): return true
        default: return false
        }
    }, file: file, line: line)
}

/// Asserts the recorded events are exactly `elements` as `next` events, with no terminal event.
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
        return
    }
    let recorded = stream.compactMap { $0.value.element }
    assertSameEvents(recorded, elements, equal: ==, file: file, line: line)
}

private func sameError(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    String(describing: lhs) == String(describing: rhs)
}

/// Fails with both lists when they differ, and prints the positions where they do.
private func assertSameEvents<Item>(_ lhs: [Item], _ rhs: [Item], equal: (Item, Item) -> Bool, file: StaticString, line: UInt) {
    let same = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { equal($0, $1) }
    guard !same else { return }
    XCTFail("XCTAssertEqual failed: (\"\(lhs)\") is not equal to (\"\(rhs)\")", file: file, line: line)
    print("Differences:")
    for (index, pair) in zip(lhs, rhs).enumerated() where !equal(pair.0, pair.1) {
        print("lhs[\(index)]:\n    \(pair.0)")
        print("rhs[\(index)]:\n    \(pair.1)")
    }
    let shortest = min(lhs.count, rhs.count)
    for (index, item) in lhs.dropFirst(shortest).enumerated() { print("lhs[\(index + shortest)]:\n    \(item)") }
    for (index, item) in rhs.dropFirst(shortest).enumerated() { print("rhs[\(index + shortest)]:\n    \(item)") }
}
