import RxCore

/// The thermometer may fail. Show "n/a" instead of an error, and finish normally.
/// 温度计可能会出错。出错时显示 `"n/a"` 而不是把错误传下去，然后正常结束。
func display(_ temperature: Observable<String>) -> Observable<String> {
    // TODO: turn the error into one last value "n/a" followed by completed.
    // TODO（中文）：把错误变成最后一个值 `"n/a"`，后面跟着 completed。
    temperature
}
