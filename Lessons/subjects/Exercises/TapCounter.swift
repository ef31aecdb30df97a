import RxCore

/// Count the taps: the result starts at 0 and goes up by one at each tap. The count must go
/// on even when `taps` ends, with completed or with an error: a count is never over.
/// 数点击次数：结果从 0 开始，每点一次加一。就算 `taps` 结束了（completed 或 error），
/// 计数也要继续：计数永远不会“结束”。
func tapCounter(_ taps: Observable<String>) -> Observable<Int> {
    // TODO: keep the count in a relay, which cannot complete or fail.
    // TODO（中文）：把计数放进一个 relay，它不会完成，也不会出错。
    // Right now the end of `taps` ends the count too.
    // 现在 `taps` 一结束，计数也跟着结束了。
    let count = BehaviorSubject(value: 0)
    var seen = 0
    _ = taps.subscribe(
        onNext: { _ in
            seen += 1
            count.onNext(seen)
        },
        onError: { count.onError($0) },
        onCompleted: { count.onCompleted() }
    )
    return count.asObservable()
}
