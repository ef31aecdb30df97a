import RxCore

/// subscribe(on: background) moves the read, and so the records it sends while subscribed:
/// map(parse) below it runs where they arrive, on background. observe(on: ui) after map
/// moves only what comes below it: the parsed numbers.
/// subscribe(on: background) 移动的是读取，也就连带移动了读取在订阅过程中发出的记录：它下面的 map(parse)
/// 在记录到达的地方执行，也就是 background。放在 map 之后的 observe(on: ui) 只移动它下面的东西：解析出的数字。
func loadScreen(_ read: Observable<String>, parse: @escaping (String) -> Int,
                background: ImmediateSchedulerType, ui: ImmediateSchedulerType) -> Observable<Int> {
    read
        .subscribe(on: background)
        .map(parse)
        .observe(on: ui)
}
