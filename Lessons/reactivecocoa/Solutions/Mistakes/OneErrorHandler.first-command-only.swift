// Mistake: only the first command's errors are forwarded: the blob and html failures are never handled.
// 错误：只转发了第一个 command 的错误：blob 和 html 的失败永远没人处理。
import Lesson_reactivecocoa

func oneErrorHandler(_ commands: [RACCommand<Void, String>], errors: RACSubject<Error>) -> RACDisposable {
    return commands[0].errors.subscribe(errors)
}
