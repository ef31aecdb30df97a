import CourseKit
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
    func counts() -> String {
        play.language == .zh ? "已算了 \(naturalsComputed) 个自然数、\(squaresComputed) 个平方" : "\(naturalsComputed) naturals, \(squaresComputed) squares computed"
    }
    play.say(zh: "squares 建好了：\(counts())", en: "squares built: \(counts())")
    play.say(zh: "squares.take(5) = \(squares.take(5).array)，\(counts())", en: "squares.take(5) = \(squares.take(5).array): \(counts())")
    play.say(zh: "再取一次 squares.take(5) = \(squares.take(5).array)，\(counts())", en: "squares.take(5) again = \(squares.take(5).array): \(counts())")
    play.say(zh: "squares.tail.tail.head = \(squares.tail!.tail!.head!)，\(counts())", en: "squares.tail.tail.head = \(squares.tail!.tail!.head!): \(counts())")
    play.say(zh: "squares.take(6).array.last = \(squares.take(6).array.last!)，\(counts())", en: "squares.take(6).array.last = \(squares.take(6).array.last!): \(counts())")
}
