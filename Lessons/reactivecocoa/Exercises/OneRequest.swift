extension Attempt {
    /// One request, sent when the first subscriber arrives, shared by every subscriber (late ones too).
    static func oneRequest(_ request: RACSignal<String>) -> RACSignal<String> {
        // TODO: every subscriber sends its own request now. Share one, started lazily, and replay it.
        return request
    }
}
