// Mistake: .editingChanged (a text field's event) where a slider sends .valueChanged, so no drag is ever reported.
// 错误：用了 .editingChanged（输入框的事件），可滑块发的是 .valueChanged，所以一次拖动也没有报告出来。
import Lesson_numbers
import RxCocoaKit
import RxCore

func value(of slider: Slider) -> ControlProperty<Int> {
    slider.rx.controlProperty(
        editingEvents: .editingChanged,
        getter: { slider in slider.value },
        setter: { slider, value in slider.value = value }
    )
}
