/// One example of a lesson: code that runs on the virtual clock, and what the document printed.
public struct Demo: Sendable {
    public let id: String
    public let title: Localized
    /// Our own explanation of the point the example makes.
    public let explanation: Localized
    /// The document's printed output, verbatim ("" when it printed nothing here: the demo's
    /// output is then new, ours, and compared with nothing).
    public let documented: String
    /// When the virtual clock prints something else than the document, this says why in one
    /// or two sentences (a race in a real-time run, an old output format, a renamed API).
    /// What the clock prints instead is never written down: it comes from running the demo.
    public let note: Localized?
    /// Seconds per tick of this demo's clock.
    public let resolution: Double
    /// The example itself.
    public let body: @Sendable (Playground) -> Void

    public init(
        id: String,
        title: Localized,
        explanation: Localized,
        documented: String,
        resolution: Double = 1.0,
        note: Localized? = nil,
        body: @escaping @Sendable (Playground) -> Void
    ) {
        self.id = id
        self.title = title
        self.explanation = explanation
        self.documented = documented
        self.resolution = resolution
        self.note = note
        self.body = body
    }
}
