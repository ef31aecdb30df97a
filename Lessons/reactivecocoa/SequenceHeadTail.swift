import LessonKit

/// RACSequence: head and tail, lazy, each element evaluated at most once.
let sequenceHeadTail = Demo(
    id: "sequence-head-tail",
    title: Localized(zh: "RACSequence: head 和 tail，懒计算，每个元素最多算一次", en: "RACSequence: head and tail, lazy, each element computed at most once"),
    explanation: Localized(
        zh: "序列是一条毛毛虫：head 是第一个值，tail 是剩下的序列，tail 又有自己的 head 和 tail。它是拉的：不读就不算。这里用 sequence(headBlock:tailBlock:) 造出无穷的自然数，map 成平方，再 take(5)。数一数：读前 5 个平方只算了 5 个自然数和 5 次平方；再读一遍、或者顺着 tail 去读第三个，一次都不会多算，因为每个节点记住了自己的值。",
        en: "A sequence is a caterpillar: head is the first value, tail is the rest, and the tail has a head and a tail of its own. It is pulled: nothing is computed until it is read. Here sequence(headBlock:tailBlock:) makes the infinite natural numbers, map squares them and take(5) keeps five. Count: reading the first five squares computes five naturals and five squares; reading them again, or walking the tails to the third, computes nothing more, because every node remembers its values."
    ),
    documented: "",
    note: Localized(
        zh: "文档只给出 head/tail 的接口；这里数出每个块被调用了几次。",
        en: "The document gives only the head/tail interface; here we count how often each block runs."
    )
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
