import LessonKit

/// RACSequence: head and tail, lazy, each element evaluated at most once.
let sequenceHeadTail = Demo(
    id: "sequence-head-tail",
    documented: ""
) { play in
    let letters = ["A", "B", "C", "D"].rac_sequence
    play.print("letters.head = \(letters.head!), letters.tail.head = \(letters.tail!.head!), letters.tail.tail.head = \(letters.tail!.tail!.head!)")

    var naturalsComputed = 0
    var squaresComputed = 0
    func naturals(from n: Int) -> RACSequence<Int> {
        RACSequence.sequence(headBlock: {
            naturalsComputed += 1
            return n
        }, tailBlock: {
            naturals(from: n + 1)
        })
    }
    let squares = naturals(from: 1).map { n -> Int in
        squaresComputed += 1
        return n * n
    }
    func counts() -> String { "\(naturalsComputed) naturals, \(squaresComputed) squares computed" }
    play.print("squares built: \(counts())")
    play.print("squares.take(5) = \(squares.take(5).array): \(counts())")
    play.print("squares.take(5) again = \(squares.take(5).array): \(counts())")
    play.print("squares.tail.tail.head = \(squares.tail!.tail!.head!): \(counts())")
    play.print("squares.take(6).array.last = \(squares.take(6).array.last!): \(counts())")
}
