import Lesson_reactivecocoa

/// The squares of `numbers`, each computed with `square`: lazily, and at most once per element.
/// `numbers` 的平方，每个都用 `square` 来算：要惰性求值，并且每个元素最多算一次。
func lazySquares(_ numbers: [Int], square: @escaping (Int) -> Int) -> RACSequence<Int> {
    // TODO: this computes every square now, before anyone reads one. Make it lazy.
    // TODO（中文）：现在还没有人读，它就把所有平方都算好了。让它变成惰性求值的。
    return numbers.map(square).rac_sequence
}
