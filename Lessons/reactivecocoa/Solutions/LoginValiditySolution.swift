extension Solution {
    /// combineLatest hands reduce the latest pair whenever either field changes; the button
    /// is valid only when both are non-empty, and distinctUntilChanged keeps a repeated
    /// verdict (typing a second character of the password) from reaching the button.
    static func loginValidity(username: RACSignal<String>, password: RACSignal<String>) -> RACSignal<Bool> {
        RACSignal.combineLatest(username, password) { username, password in
            !username.isEmpty && !password.isEmpty
        }
        .distinctUntilChanged()
    }
}
