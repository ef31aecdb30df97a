extension Attempt {
    /// The login button's validity: true when both fields are non-empty, sent only when it changes.
    static func loginValidity(username: RACSignal<String>, password: RACSignal<String>) -> RACSignal<Bool> {
        // TODO: the reduce block must look at both fields, and repeated values must be dropped.
        return RACSignal.combineLatest(username, password) { username, _ in
            !username.isEmpty
        }
    }
}
