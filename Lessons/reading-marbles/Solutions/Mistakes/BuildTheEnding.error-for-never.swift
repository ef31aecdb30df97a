// Mistake: `-->` read as a sequence that breaks off, so `error` where the diagram asks for `never()`.
// 错误：把 `-->` 当成中途断掉的序列，该用 `never()` 的地方用了 `error`。
import RxCore

struct Broken: Error {}

func buildTheEnding(drawnAs diagram: String) -> Observable<String> {
    switch diagram {
    case "|": return Observable.empty()
    case "X", "-->": return Observable.error(Broken())
    default: return Observable.just(String(diagram.dropFirst().dropLast(2)))
    }
}
