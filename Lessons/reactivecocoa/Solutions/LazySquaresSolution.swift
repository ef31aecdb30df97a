extension Solution {
    /// Mapping the array computes everything at once; mapping the *sequence* only describes
    /// the work. Each node of the mapped sequence calls `square` the first time it is read
    /// and remembers the result, so every element is computed at most once.
    static func lazySquares(_ numbers: [Int], square: @escaping (Int) -> Int) -> RACSequence<Int> {
        numbers.rac_sequence.map(square)
    }
}
