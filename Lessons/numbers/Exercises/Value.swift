import Lesson_numbers
import RxCocoaKit
import RxCore

/// The slider's value as a ControlProperty: the current value on subscription, then the
/// value after every .valueChanged; binding to it sets slider.value.
/// 把滑块的值包装成一个 ControlProperty：订阅时发出当前的值，之后每次 .valueChanged
/// 再发出新的值；绑定给它的值会写进 slider.value。
func value(of slider: Slider) -> ControlProperty<Int> {
    // TODO: build it with slider.rx.controlProperty(editingEvents:getter:setter:).
    // TODO（中文）：用 slider.rx.controlProperty(editingEvents:getter:setter:) 来做。
    ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in })
}
