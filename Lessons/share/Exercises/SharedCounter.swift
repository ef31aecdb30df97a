import RxCore

/// Two screens show the same counter, and each subscription starts a timer
/// (the counter prints `Subscribed` every time). Make both screens use one timer.
/// The second screen opens later and shows only the numbers that come after it opens.
/// 两个界面显示同一个计数器，而每次订阅都会启动一个计时器
/// （计数器每次都会打印 `Subscribed`）。让两个界面共用一个计时器。
/// 第二个界面晚些才打开，只显示它打开之后到来的数。
func sharedCounter(_ counter: Observable<Int>) -> Observable<Int> {
    // TODO: return a sequence that subscribes to `counter` only once for both screens.
    // TODO（中文）：返回一个序列，让两个界面加起来只订阅 `counter` 一次。
    return counter
}
