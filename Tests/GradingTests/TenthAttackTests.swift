import XCTest

/// The tenth attack round, each hole graded the teacher's way: refused by name wherever the
/// compiler's parse has the name, not only where a line spells it a certain way.
final class TenthAttackTests: XCTestCase {
    /// A real clock behind a typealias, and a task whose `.detached` is on the next line.
    func testAClockOrATaskBehindAnotherNameOrLineIsRefused() throws {
        let source = """
        import RxCore
        typealias K = ContinuousClock
        func evenTimesTen(_ numbers: Observable<Int>) -> Observable<Int> {
            let start = K()
                .now
            _ = Task
                .detached { }
            _ = start
            return numbers.filter { $0 % 2 == 0 }.map { $0 * 10 }
        }
        """
        let found = try AttackGrading.parseViolations(source, named: "EvenTimesTen.swift")
        XCTAssertTrue(found.contains { $0.contains(":2:15: error:") && $0.contains("ContinuousClock") && $0.contains("real time") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains(":6:9: error:") && $0.contains("`Task` starts work") }, "\(found)")
        let result = try AttackGrading.grade("families-filter-map", source)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("real time"), result.message(.en))
    }

    /// Reflection read a `#fileID` of RxCore's out of the runtime's own objects; an operator
    /// called with it (through a function reference) left no row.
    func testReflectionAndFileNamesOfOnesOwnAreRefused() throws {
        let source = """
        import RxCore
        func runtimeFile() -> StaticString {
            let mirror = Mirror(reflecting: Observable<Int>.never())
            return mirror.children.compactMap { $0.value as? StaticString }.first!
        }
        func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
            let interval = Observable<Int>.interval
            let ticking = interval(period, scheduler, runtimeFile(), 1)
            return Observable.create { observer in ticking.subscribe(observer) }
        }
        """
        let found = try AttackGrading.parseViolations(source)
        XCTAssertTrue(found.contains { $0.contains(":2:") && $0.contains("`file:`") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains(":3:18: error:") && $0.contains("reflection") }, "\(found)")
        let result = try AttackGrading.grade("interval-my-interval", source)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("reflection"), result.message(.en))
    }

    /// An observable of the learner's own under RxCore's other name for `Observable`, its
    /// class header broken over two lines: the name is refused, and, since the parse leaves a
    /// superclass unnamed, so is overriding `subscribe` where the task does not ask for an
    /// observable of one's own (allowed where it does).
    func testAnObservableOfOnesOwnIsRefusedWhateverItsSuperclassIsCalled() throws {
        let source = """
        import RxCore
        final class HandMade:
            RxObservable<Int> {
            let source: Observable<Int>
            init(_ source: Observable<Int>) { self.source = source; super.init() }
            override final func subscribe<O: ObserverType>(_ observer: O) -> Disposable where O.Element == Int {
                source.subscribe { event in
                    switch event {
                    case .next(let value): if value % 2 == 0 { observer.on(.next(value * 10)) }
                    case .error(let error): observer.on(.error(error))
                    case .completed: observer.on(.completed)
                    }
                }
            }
        }
        func evenTimesTen(_ numbers: Observable<Int>) -> Observable<Int> {
            _ = numbers.filter { $0 % 2 == 0 }.map { $0 * 10 }.subscribe()
            return HandMade(numbers)
        }
        """
        let found = try AttackGrading.parseViolations(source, named: "EvenTimesTen.swift")
        XCTAssertTrue(found.contains { $0.contains(":6:20: error:") && $0.contains("`override func subscribe` is not allowed") }, "\(found)")
        XCTAssertFalse(try AttackGrading.parseViolations(source, named: "EvenTimesTen.swift", ownObservables: true)
            .contains { $0.contains("is not allowed in this exercise") })
        let result = try AttackGrading.grade("families-filter-map", source)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("`RxObservable` is not allowed"), result.message(.en))
    }
}
