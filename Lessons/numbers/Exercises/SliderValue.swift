import RxCocoaKit
import RxCore

extension Attempt {
    /// The slider's value as a ControlProperty: the current value on subscription, then the
    /// value after every .valueChanged; binding to it sets slider.value.
    static func value(of slider: Slider) -> ControlProperty<Int> {
        // TODO: build it with slider.rx.controlProperty(editingEvents:getter:setter:).
        ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in })
    }
}
