// Mistake: the setter left empty, so a value written through the property never reaches the slider and the next drag starts from the old value.
// 错误：setter 留空了，通过属性写入的值永远到不了滑块，下一次拖动还是从旧值开始。
import Lesson_numbers
import RxCocoaKit
import RxCore

func value(of slider: Slider) -> ControlProperty<Int> {
    slider.rx.controlProperty(
        editingEvents: .valueChanged,
        getter: { slider in slider.value },
        setter: { _, _ in }
    )
}
