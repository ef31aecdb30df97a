import RxCocoaKit
import RxCore

extension Solution {
    /// controlProperty sends getter(slider) when subscribed and again on every
    /// .valueChanged; its observer side is a Binder that calls the setter. A value bound to
    /// it (10 at tick 4) changes the slider silently, so the next drag sends 11.
    static func value(of slider: Slider) -> ControlProperty<Int> {
        slider.rx.controlProperty(
            editingEvents: .valueChanged,
            getter: { slider in slider.value },
            setter: { slider, value in slider.value = value }
        )
    }
}
