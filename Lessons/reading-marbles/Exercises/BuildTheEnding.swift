import RxCore

/// The error that `X` stands for.
/// `X` 所代表的错误。
struct Broken: Error {}

/// Return the sequence that `diagram` draws, subscribed at tick 0. `diagram` is one of four:
/// `(v|)` (a value v of letters or digits, then completed, both at tick 0), `|`, `X` or `-->`.
/// 返回 `diagram` 画的那个序列（在第 0 拍订阅）。`diagram` 是这四种之一：
/// `(v|)`（一个由字母或数字组成的值 v，然后发出 completed，都在第 0 拍）、`|`、`X`、`-->`。
func buildTheEnding(drawnAs diagram: String) -> Observable<String> {
    // TODO: read the diagram and return just, empty, error or never.
    // TODO（中文）：读懂这张图，返回 just、empty、error 或 never。
    // Right now the whole diagram comes out as one value.
    // 现在整张图被当成一个值发了出来。
    return Observable.just(diagram)
}
