import RxCore

/// filter lets through the values that pass the test; map changes each value that reaches
/// it. Neither moves a value in time, so each result lands on its number's tick.
/// filter 只放行通过检验的值；map 改变每个到达它的值。两者都不改变时间，
/// 所以每个结果都落在原来那个数的那一拍。
func evenTimesTen(_ numbers: Observable<Int>) -> Observable<Int> {
    numbers
        .filter { $0 % 2 == 0 }
        .map { $0 * 10 }
}
