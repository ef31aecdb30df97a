import LessonKit

/// One errors subject for a whole screen: three commands' errors merged into it.
let mergedErrors = Demo(
    id: "merged-errors",
    title: Localized(zh: "统一的错误处理：把三个命令的 errors 合并进一个 subject", en: "One place for errors: three commands' errors merged into one subject"),
    explanation: Localized(
        zh: "在 MVVM 里，viewModel 基类有一个 RACSubject 类型的 errors, viewController 基类订阅它并统一处理。具体界面用 merge 把三个请求命令的 errors 合并，再把 subject 作为订阅者订阅上去（subject 也是订阅者）。RACCommand 的错误以 next 值的形式出现在 errors 上，所以一次失败不会结束任何东西。虚拟的网络：第 1 秒发三个请求，blob 在第 3 秒返回 404, HTML 在第 5 秒超时，第 6 秒重试 Markdown，第 8 秒失败。",
        en: "In MVVM the base view model has an errors property of type RACSubject, and the base view controller subscribes to it and handles every error the same way. A screen merges its three request commands' errors and subscribes the subject to the result (a subject is also a subscriber). A RACCommand's errors arrive as next values on errors, so one failure ends nothing. On the virtual network the three requests go out at 1 s; the blob fails with 404 at 3 s, the HTML times out at 5 s, the Markdown request is retried at 6 s and fails at 8 s."
    ),
    documented: "",
    note: Localized(
        zh: "文档的错误处理块里只有注释；这里打印每个被处理的错误。",
        en: "The document's error-handling block holds only a comment; here it prints every error it handles."
    )
) { play in
    struct RequestError: Error, CustomStringConvertible { let description: String }
    let queue = RACScheduler.queue(play.scheduler)

    /// A request on the virtual network: answers after `seconds`, with `error` or a body.
    func request(_ name: String, after seconds: Double, failing error: String?) -> RACSignal<String> {
        RACSignal.createSignal { subscriber in
            queue.after(seconds) {
                if let error {
                    subscriber.sendError(RequestError(description: "\(name) \(error)"))
                } else {
                    subscriber.sendNext("\(name) body")
                    subscriber.sendCompleted()
                }
            }
        }
    }

    final class ViewModel {
        let errors = RACSubject<Error>()
    }
    var markdownAttempts = 0
    let requestReadmeMarkdownCommand = RACCommand<Void, String> { _ in
        markdownAttempts += 1
        return request("readme.md", after: 2, failing: markdownAttempts == 1 ? nil : "500")
    }
    let requestBlobCommand = RACCommand<Void, String> { _ in request("blob", after: 2, failing: "404") }
    let requestReadmeHTMLCommand = RACCommand<Void, String> { _ in request("readme.html", after: 4, failing: "timeout") }

    let viewModel = ViewModel()
    // The base view controller: one handler for every error.
    viewModel.errors.subscribeNext { error in play.print("error handled at \(play.now) s: \(error)") }

    // This screen: merge the commands' errors into the view model's subject.
    RACSignal.merge([
        play.probe("markdown.errors", signal: requestReadmeMarkdownCommand.errors),
        play.probe("blob.errors", signal: requestBlobCommand.errors),
        play.probe("html.errors", signal: requestReadmeHTMLCommand.errors),
    ]).subscribe(viewModel.errors)
    _ = play.probe("viewModel.errors", signal: viewModel.errors).subscribeNext { _ in }

    play.at(1) {
        play.print("requests sent at \(play.now) s")
        requestReadmeMarkdownCommand.execute(())
        requestBlobCommand.execute(())
        requestReadmeHTMLCommand.execute(())
    }
    play.at(6) {
        play.print("Markdown retried at \(play.now) s")
        requestReadmeMarkdownCommand.execute(())
    }
}
