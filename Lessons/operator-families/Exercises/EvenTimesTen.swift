import RxCore

/// Keep only the even numbers, each multiplied by ten, on the tick it arrived.
/// 只留下偶数，每个乘以十，在它到达的那一拍发出。
func evenTimesTen(_ numbers: Observable<Int>) -> Observable<Int> {
    // TODO: drop the odd numbers, then multiply what is left by ten. Two operators.
    // TODO（中文）：先去掉奇数，再把剩下的乘以十。两个操作符。
    numbers
}
