import XCTest
@testable import Marbles

/// Every way a diagram can be wrong: the message, and the column it points at.
final class MarbleSyntaxErrorTests: XCTestCase {
    func testUnbalancedGroups() {
        assertRejects("--(ab--|", "unclosed group: '(' has no matching ')'", column: 3)
        assertRejects("--ab)--|", "')' without a matching '('", column: 5)
        assertRejects("--(ab", "unclosed group: '(' has no matching ')'", column: 3)
        assertRejects("--(a(b)", "nested group: '(' inside the group opened at column 3", column: 5)
        assertRejects("--(a-b)", "'-' inside a group: time does not pass between '(' and ')'", column: 5)
    }

    func testNestedGroups() {
        assertRejects("-(a(b))", "nested group: '(' inside the group opened at column 2", column: 4)
    }

    func testEmptyGroup() {
        assertRejects("--()--|", "empty group '()'", column: 3)
        assertRejects("--( )--|", "empty group '()'", column: 3)
    }

    func testSecondTerminal() {
        assertRejects("--|--#", "second terminal '#': the sequence already ended ('|' at column 3)", column: 6)
        assertRejects("--(||)", "second terminal '|': the sequence already ended ('|' at column 4)", column: 5)
    }

    func testEventsAfterATerminal() {
        assertRejects("--#-a", "'a' comes after the sequence ended ('#' at column 3)", column: 5)
        assertRejects("--(|a)", "'a' comes after the sequence ended ('|' at column 4)", column: 5)
        XCTAssertEqual(parse("--|--!").unsubscription, 5, "time and '!' may follow the end")
    }

    func testSubscriptionTwice() {
        assertRejects("-^-^-", "second subscription point '^' (the first is at column 2)", column: 4)
    }

    func testUnsubscriptionTwice() {
        assertRejects("-!-!-", "second unsubscription point '!' (the first is at column 2)", column: 4)
        assertRejects("-!-^-", "'^' comes after the unsubscription point '!' at column 2", column: 4)
    }

    func testEmptyDiagram() {
        assertRejects("", "empty diagram", column: 1)
        assertRejects("    ", "empty diagram", column: 1)
        assertRejects("// only a comment", "empty diagram", column: 1)
    }

    func testUnknownCharacters() {
        assertRejects("--a*--|", "unknown character '*'", column: 4)
        assertRejects("--é--|", "unknown character 'é'", column: 3)
        assertRejects("第一--|", "unknown character '第'", column: 1)
        assertRejects("--\n--|", "unknown character U+000A", column: 3)
        assertRejects("--a/b", "unknown character '/'", column: 4)
        assertRejects("--1.5--|", "unknown character '.'", column: 4)
        // RxJS rules have no unknown characters: ',' is a value (RxJSOracleTests).
        XCTAssertEqual(parse("--(a,b)", .rxjs).events, [.next(2, "a"), .next(2, ","), .next(2, "b")])
        // "a" + a combining accent is one character: the column counts characters.
        assertRejects("-a\u{301}-|", "unknown character 'á'", column: 2)
    }

    func testGoesOnMustEndAndCannotFollowAnEnd() {
        assertRejects("--a>--", "'>' must end the diagram (only spaces or a // comment may follow)", column: 4)
        assertRejects("--|-->", "the sequence cannot go on after it ended ('|' at column 3)", column: 6)
        assertRejects("(a>)", "'>' inside a group", column: 3)
    }

    func testGroupContents() {
        assertRejects("(a-b)", "'-' inside a group: time does not pass between '(' and ')'", column: 3)
        assertRejects("a,b", "',' separates values only inside a group", column: 2)
        assertRejects("(a,,b)", "',' must stand between two items of a group", column: 4)
        assertRejects("(,a)", "',' must stand between two items of a group", column: 2)
        assertRejects("(a,)", "',' must stand between two items of a group", column: 3)
    }

    func testTimeProgressionsMustBeWholeFramesAndFitTheClock() {
        assertRejects("--a 15ms b", "'15ms' is 15 ticks, not a whole number of frames of 10 ticks", column: 5, MarbleSyntax(frame: 10))
        assertRejects("a 99999999999999999999s b", "the diagram is too long: '99999999999999999999s' passes the clock's last tick, 9223372036854775807", column: 3)
        assertRejects("-----", "the diagram is too long: its time passes the clock's last tick, 9223372036854775807 (9223372036854775807 ticks a frame)", column: 2, MarbleSyntax(frame: Int.max))
    }

    func testRenderedErrorShowsTheDiagramAndACaret() throws {
        let error = try XCTUnwrap(rejection("--a*--|"))
        XCTAssertEqual(error.description, "error: unknown character '*' at column 4")
        XCTAssertEqual(error.rendered, """
            error: unknown character '*' at column 4
            --a*--|
               ^

            """)
    }

    func testCaretIsPlacedByDisplayWidth() throws {
        // '第' takes two terminal cells, so the caret under column 2 is indented by two.
        let error = try XCTUnwrap(rejection("第*"))
        XCTAssertEqual(error.column, 1)
        let later = MarbleSyntaxError(message: "m", column: 2, diagram: "第*")
        XCTAssertEqual(later.rendered, "error: m at column 2\n第*\n  ^\n")
        let control = MarbleSyntaxError(message: "m", column: 3, diagram: "-\n*")
        XCTAssertEqual(control.rendered, "error: m at column 3\n-\u{FFFD}*\n  ^\n", "control characters are shown, one cell each")
    }
}
