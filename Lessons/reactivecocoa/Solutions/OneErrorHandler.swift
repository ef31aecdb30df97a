import Lesson_reactivecocoa

/// Each command's `errors` sends its failures as values; merge makes one signal of the three,
/// and a subject is also a subscriber, so it can subscribe to that signal directly.
/// 每个 command 的 `errors` 把失败作为值发出；merge 把三个合成一个信号，
/// 而 subject 也是订阅者，可以直接订阅这个信号。
func oneErrorHandler(_ commands: [RACCommand<Void, String>], errors: RACSubject<Error>) -> RACDisposable {
    return RACSignal.merge(commands.map { $0.errors })
        .subscribe(errors)
}
