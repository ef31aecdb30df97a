import LessonKit
import RxCore

/// Subscribes to `source` and prints each event as `[tick] name event`, so the output says
/// when every event landed without a word of prose to translate.
func show<Source: ObservableConvertibleType>(_ name: String, _ source: Source, on play: Playground) -> Disposable {
    source.asObservable().subscribe { event in
        switch event {
        case .next(let value): play.print("[\(play.now)] \(name) \(value)")
        case .error(let error): play.print("[\(play.now)] \(name) error(\(error))")
        case .completed: play.print("[\(play.now)] \(name) completed")
        }
    }
}

/// The keys a diagram of digits uses, and the numbers they stand for.
let digits = Dictionary(uniqueKeysWithValues: (0...9).map { ("\($0)", $0) })
