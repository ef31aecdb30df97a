import RxCore

/// scan starts from a seed (0) and, for every value, emits the accumulator's new result, which
/// it keeps for the next value. (reduce would emit only the last total, at the end.)
/// scan 从初始值（0）开始，每来一个值就发出累加函数的新结果，并把它留给下一个值。
/// （reduce 只会在结束时发出最后的总和。）
func runningTotal(_ points: Observable<Int>) -> Observable<Int> {
    points.scan(0) { total, score in total + score }
}
