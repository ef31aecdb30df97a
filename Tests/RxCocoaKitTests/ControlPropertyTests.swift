import XCTest
import RxCore
import RxTest
@testable import RxCocoaKit

final class ControlPropertyTests: KitTestCase {
    func testRxIsAReactiveWrapperAroundTheObject() {
        let field = TextField()
        XCTAssertTrue(field.rx.base === field)
        XCTAssertTrue(TextField.rx == Reactive<TextField>.self)
    }

    func testTextSendsTheCurrentValueThenEveryEdit() {
        let field = TextField(text: "1")
        var seen: [String?] = []
        let subscription = field.rx.text.subscribe(onNext: { seen.append($0) })
        field.type("2")
        field.deleteBackward()
        field.clear()
        XCTAssertEqual(seen, ["1", "12", "1", ""])
        subscription.dispose()
        XCTAssertEqual(field.targetCount, 0, "disposing removes the target")
        field.type("x")
        XCTAssertEqual(seen.count, 4)
    }

    func testSettingTextInCodeSendsNothingButBindingSetsIt() {
        let field = TextField()
        var seen: [String] = []
        _ = field.rx.text.orEmpty.subscribe(onNext: { seen.append($0) })
        field.text = "quiet"
        _ = Observable.just("bound").bind(to: field.rx.text)
        XCTAssertEqual(field.text, "bound")
        XCTAssertEqual(seen, [""], "a programmatic write is not an editing event")
    }

    func testOrEmptyTurnsNilIntoEmptyString() {
        let field = TextField(text: nil)
        var seen: [String] = []
        _ = field.rx.text.orEmpty.subscribe(onNext: { seen.append($0) })
        field.type("a")
        XCTAssertEqual(seen, ["", "a"])
        field.rx.text.orEmpty.onNext("written")
        XCTAssertEqual(field.text, "written")
    }

    func testChangedSkipsTheCurrentValue() {
        let field = TextField(text: "start")
        var seen: [String?] = []
        _ = field.rx.text.changed.subscribe(onNext: { seen.append($0) })
        field.type("!")
        XCTAssertEqual(seen, ["start!"])
    }

    func testCustomControlPropertyUsesGetterSetterAndEvents() {
        final class Stepper: Control {
            var value = 0
            func increment() { value += 1; sendActions(for: .valueChanged) }
        }
        let stepper = Stepper()
        let property = stepper.rx.controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })
        var seen: [Int] = []
        _ = property.subscribe(onNext: { seen.append($0) })
        stepper.increment()
        stepper.sendActions(for: .editingChanged)   // not listened to
        property.onNext(10)
        stepper.increment()
        XCTAssertEqual(seen, [0, 1, 11])
    }

    func testAnErrorSentToAControlPropertyIsReported() {
        let field = TextField(text: "kept")
        field.rx.text.onError(KitTestError.boom)
        XCTAssertEqual(reports, [.bindingError("boom")])
        XCTAssertEqual(field.text, "kept")
    }

    func testCombineLatestOfThreeFieldsSums() {
        let one = TextField(text: "1"), two = TextField(text: "2"), three = TextField(text: "3")
        let result = Label()
        let bag = DisposeBag()
        Observable.combineLatest(one.rx.text.orEmpty, two.rx.text.orEmpty, three.rx.text.orEmpty) { a, b, c -> Int in
            (Int(a) ?? 0) + (Int(b) ?? 0) + (Int(c) ?? 0)
        }
        .map { $0.description }
        .bind(to: result.rx.text)
        .disposed(by: bag)
        XCTAssertEqual(result.text, "6")
        two.type("0")
        XCTAssertEqual(result.text, "24")
        three.replaceText(with: "x")
        XCTAssertEqual(result.text, "21")
    }

    func testControlEventFiresOnItsEventsOnlyAndCompletesWhenTheControlGoes() {
        var field: TextField? = TextField()
        var events: [String] = []
        _ = field!.rx.controlEvent(.editingDidEndOnExit).subscribe(
            onNext: { events.append("return") }, onCompleted: { events.append("completed") })
        field!.type("London")
        field!.pressReturn()
        XCTAssertEqual(events, ["return"])
        field = nil
        XCTAssertEqual(events, ["return", "completed"])
    }

    func testButtonTapAndDisabledButton() {
        let button = Button(title: "Go")
        var taps = 0
        _ = button.rx.tap.subscribe(onNext: { taps += 1 })
        button.tap()
        _ = Observable.just(false).bind(to: button.rx.isEnabled)
        button.tap()
        XCTAssertEqual(taps, 1)
    }
}
