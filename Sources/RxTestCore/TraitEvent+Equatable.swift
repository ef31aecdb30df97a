import RxCore

// RxTest makes the trait events comparable (as RxSwift 6's RxTest does), so lists of them work
// with `XCTAssertEqual` and `==`. Errors are equal when their descriptions are.

extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case let (.success(l), .success(r)): return l == r
        case let (.error(l), .error(r)): return String(describing: l) == String(describing: r)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case let (.error(l), .error(r)): return String(describing: l) == String(describing: r)
        case (.completed, .completed): return true
        default: return false
        }
    }
}
