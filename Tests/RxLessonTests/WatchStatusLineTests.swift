import TextKit
@testable import rxlesson
import XCTest

/// `watch`'s status line fitted to the terminal: whole keys on their own line when a skip
/// note makes it long, the status cut (never wrapped) when even it is too wide.
final class WatchStatusLineTests: XCTestCase {
    func testASkipNotePutsTheKeysWholeOnTheNextLine() {
        let status = "1/99 ✓ · marbles-print · skipped marbles-draw, not passed"
        let keys = "save the file to grade again; h hint, l list, o what it printed, q quit"
        XCTAssertEqual(WatchCommand.statusLines(status, keys: keys, width: 140), [status + "  " + keys])
        XCTAssertEqual(WatchCommand.statusLines(status, keys: keys, width: 100), [status, "  " + keys])
        let narrow = WatchCommand.statusLines(status, keys: keys, width: 40)
        XCTAssertEqual(narrow, ["1/99 ✓ · marbles-print · skipped…",
                                "  save the file to grade again; h hint,",
                                "  l list, o what it printed, q quit"])
        for width in 20...140 {
            for line in WatchCommand.statusLines(status, keys: keys, width: width) {
                XCTAssertLessThanOrEqual(DisplayWidth.width(of: line), width, "\(width): \(line)")
            }
        }
    }

    func testTheChineseFoldsAfterItsCommas() {
        let status = "1/99 ✓ · marbles-print · 已跳过 marbles-draw（没有通过）"
        let keys = "保存文件就会重新批改；h 提示，l 列表，o 打印了什么，q 退出"
        XCTAssertEqual(WatchCommand.statusLines(status, keys: keys, width: 100), [status, "  " + keys])
        XCTAssertEqual(WatchCommand.statusLines(status, keys: keys, width: 40).dropFirst(),
                       ["  保存文件就会重新批改；h 提示，l 列表，", "  o 打印了什么，q 退出"])
    }
}
