import RxCore

/// After every score, emit the total of all the scores so far.
/// 每来一个分数，就发出到目前为止所有分数的总和。
func runningTotal(_ points: Observable<Int>) -> Observable<Int> {
    // TODO: this passes each score on alone. Carry a total from one score to the next.
    // TODO（中文）：现在每个分数被单独传下去。让一个总和从一个分数带到下一个。
    points
}
