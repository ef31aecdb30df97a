import RxCore

/// A chat's "is typing" indicator: false at first, true as soon as a key is pressed, false
/// again once no key has come for 3 ticks (0.3 s), measured on `scheduler`. It sends only
/// changes, never the same value twice in a row.
/// 聊天里的“正在输入”提示：一开始是 false，一按键就是 true，3 拍（0.3 秒）没有按键之后又变回
/// false，时间在 `scheduler` 上计算。它只发出变化，不连续发出相同的值。
func typingIndicator(_ keystrokes: Observable<String>, scheduler: SchedulerType) -> Observable<Bool> {
    // TODO: the stub says true for every key and never goes back to false.
    // TODO（中文）：初始代码每按一个键就说 true，而且再也不会变回 false。
    keystrokes.map { _ in true }
}
