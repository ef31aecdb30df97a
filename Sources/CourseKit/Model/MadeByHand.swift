extension OperatorRules {
    /// What makes a sequence's values without taking them from an input: the creation
    /// operators, a subject or relay fed by hand (from a `subscribe` that left the chain), and
    /// the test scheduler's scripted sequences. A task that asks for its result made from its
    /// inputs rules these out, or the answer could be worked out in plain Swift and sent.
    public static let madeByHand = [
        "just", "of", "from", "create", "range", "generate", "repeatElement",
        "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject",
        "PublishRelay", "BehaviorRelay", "ReplayRelay", "hot", "cold",
    ]

    /// Whether the task asks for its result made from its inputs: it rules out all of
    /// ``madeByHand`` (and the source rules then refuse a control of the learner's own too).
    public var makesResultFromInputs: Bool { Set(Self.madeByHand).isSubset(of: forbidden) }
}
