extension Attempt {
    /// The squares of `numbers`, each computed with `square`: lazily, and at most once per element.
    static func lazySquares(_ numbers: [Int], square: @escaping (Int) -> Int) -> RACSequence<Int> {
        // TODO: this computes every square now, before anyone reads one. Make it lazy.
        return numbers.map(square).rac_sequence
    }
}
