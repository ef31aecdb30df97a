import Lesson_numbers
import RxCocoaKit
import RxCore

/// controlProperty sends getter(slider) when subscribed and again on every
/// .valueChanged; its observer side is a Binder that calls the setter. A value bound to
/// it (10 at tick 4) changes the slider silently, so the next drag sends 11.
/// controlProperty 在被订阅时发出 getter(slider)，之后每次 .valueChanged 再发一次；
/// 它作为观察者的那一面是一个调用 setter 的 Binder。绑定给它的值（第 4 拍的 10）
/// 会悄悄地改变滑块，所以下一次拖动发出 11。
func value(of slider: Slider) -> ControlProperty<Int> {
    slider.rx.controlProperty(
        editingEvents: .valueChanged,
        getter: { slider in slider.value },
        setter: { slider, value in slider.value = value }
    )
}
