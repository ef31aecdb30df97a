// Mistake: the array mapped before it becomes a sequence, so every square is computed at once, when the sequence is built.
// 错误：先对数组做 map 再变成序列，所以每个平方在建序列时就一次全算完了。
import Lesson_reactivecocoa

func lazySquares(_ numbers: [Int], square: @escaping (Int) -> Int) -> RACSequence<Int> {
    numbers.map(square).rac_sequence
}
