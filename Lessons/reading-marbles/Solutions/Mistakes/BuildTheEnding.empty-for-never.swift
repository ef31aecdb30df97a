// Mistake: `-->` read as "nothing happens", so `empty()` where the diagram asks for `never()`.
// 错误：把 `-->` 当成“什么都没发生”，该用 `never()` 的地方用了 `empty()`。
import RxCore

struct Broken: Error {}

func buildTheEnding(drawnAs diagram: String) -> Observable<String> {
    switch diagram {
    case "|", "-->": return Observable.empty()
    case "X": return Observable.error(Broken())
    default: return Observable.just(String(diagram.dropFirst().dropLast(2)))
    }
}
