// Mistake: each error is sent to the subject with sendError: the first one ends the subject, and every later error is lost.
// 错误：用 sendError 把每个错误发给 subject，于是第一个错误就让它结束了，之后的错误全都丢了。
import Lesson_reactivecocoa

func oneErrorHandler(_ commands: [RACCommand<Void, String>], errors: RACSubject<Error>) -> RACDisposable {
    return RACSignal.merge(commands.map { $0.errors })
        .subscribeNext { errors.sendError($0) }
}
