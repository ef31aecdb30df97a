import RxCore

/// The error that `X` stands for.
/// `X` 所代表的错误。
struct Broken: Error {}

/// `|` completes at once: empty. `X` fails at once: error. `-->` goes on with nothing: never.
/// `(v|)` is a group, one value and the completion on one tick: just(v).
/// `|` 立刻完成：empty。`X` 立刻失败：error。`-->` 什么都不发、一直继续：never。
/// `(v|)` 是一个分组，一个值和完成在同一拍：just(v)。
func buildTheEnding(drawnAs diagram: String) -> Observable<String> {
    switch diagram {
    case "|": return Observable.empty()
    case "X": return Observable.error(Broken())
    case "-->": return Observable.never()
    default: return Observable.just(String(diagram.dropFirst().dropLast(2)))
    }
}
