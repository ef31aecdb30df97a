/// Errors the runtime itself raises.
public enum RxError: Swift.Error, CustomStringConvertible, CustomDebugStringConvertible, Equatable {
    case unknown
    /// A subject (or other object) was used after `dispose()`; `object` is that object (as in RxSwift 6).
    case disposed(object: AnyObject)
    case overflow
    case argumentOutOfRange
    case noElements
    case moreThanOneElement
    case timeout

    public var description: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }

    public var debugDescription: String { description }

    /// Same case; two `disposed` errors are equal when they name the same object.
    public static func == (lhs: RxError, rhs: RxError) -> Bool {
        switch (lhs, rhs) {
        case (.unknown, .unknown), (.overflow, .overflow), (.argumentOutOfRange, .argumentOutOfRange),
             (.noElements, .noElements), (.moreThanOneElement, .moreThanOneElement), (.timeout, .timeout):
            return true
        case (.disposed(let left), .disposed(let right)):
            return left === right
        default:
            return false
        }
    }
}
