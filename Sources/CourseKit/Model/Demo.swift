import LessonKit
import TextKit

/// One example of a lesson: code that runs on the virtual clock, and what the document printed.
public struct Demo: Sendable {
    public let id: String
    /// From the lesson's text files (`LessonText`), like the explanation and the note.
    public internal(set) var title = Localized(zh: "", en: "")
    /// Our own explanation of the point the example makes.
    public internal(set) var explanation = Localized(zh: "", en: "")
    /// The document's printed output, verbatim ("" when it printed nothing here: the demo's
    /// output is then new, ours, and compared with nothing).
    public let documented: String
    /// When the virtual clock prints something else than the document, this says why in one
    /// or two sentences (a race in a real-time run, an old output format, a renamed API).
    /// What the clock prints instead is never written down: it comes from running the demo.
    public internal(set) var note: Localized?
    /// The example itself.
    public let body: @Sendable (Playground) -> Void

    public init(
        id: String,
        documented: String,
        body: @escaping @Sendable (Playground) -> Void
    ) {
        self.id = id
        self.documented = documented
        self.body = body
    }
}
