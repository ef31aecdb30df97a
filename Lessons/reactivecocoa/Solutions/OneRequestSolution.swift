extension Solution {
    /// replayLazily is a multicast connection through a RACReplaySubject that connects on the
    /// first subscription: one request, sent at 3 s when the first subscriber arrives, and its
    /// readme replayed to the subscriber at 8 s. (replay would send it at 0 s, at creation;
    /// publish().autoconnect() would give the late subscriber nothing but completed.)
    static func oneRequest(_ request: RACSignal<String>) -> RACSignal<String> {
        request.replayLazily()
    }
}
