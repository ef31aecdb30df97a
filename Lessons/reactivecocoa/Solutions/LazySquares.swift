import Lesson_reactivecocoa

/// Mapping the array computes everything at once; mapping the *sequence* only describes
/// the work. Each node of the mapped sequence calls `square` the first time it is read
/// and remembers the result, so every element is computed at most once.
/// 对数组做 map 会一次算完所有元素；对*序列*做 map 只是描述要做的工作。
/// map 之后的序列里，每个节点在第一次被读到时才调用 `square`，并记住结果，
/// 所以每个元素最多只算一次。
func lazySquares(_ numbers: [Int], square: @escaping (Int) -> Int) -> RACSequence<Int> {
    numbers.rac_sequence.map(square)
}
