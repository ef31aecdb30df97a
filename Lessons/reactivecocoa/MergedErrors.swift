import CourseKit
import LessonKit

/// One errors subject for a whole screen: three commands' errors merged into it.
let mergedErrors = Demo(
    id: "merged-errors",
    documented: ""
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
        return request("readme.md", after: 0.2, failing: markdownAttempts == 1 ? nil : "500")
    }
    let requestBlobCommand = RACCommand<Void, String> { _ in request("blob", after: 0.2, failing: "404") }
    let requestReadmeHTMLCommand = RACCommand<Void, String> { _ in request("readme.html", after: 0.4, failing: "timeout") }

    let viewModel = ViewModel()
    // The base view controller: one handler for every error.
    viewModel.errors.subscribeNext { error in play.say(zh: "第 \(play.now) 拍处理错误：\(error)", en: "error handled at tick \(play.now): \(error)") }

    // This screen: merge the commands' errors into the view model's subject.
    RACSignal.merge([
        play.probe("markdown.errors", signal: requestReadmeMarkdownCommand.errors),
        play.probe("blob.errors", signal: requestBlobCommand.errors),
        play.probe("html.errors", signal: requestReadmeHTMLCommand.errors),
    ]).subscribe(viewModel.errors)
    _ = play.probe("viewModel.errors", signal: viewModel.errors).subscribeNext { _ in }

    play.at(1) {
        play.say(zh: "第 \(play.now) 拍发出请求", en: "requests sent at tick \(play.now)")
        requestReadmeMarkdownCommand.execute(())
        requestBlobCommand.execute(())
        requestReadmeHTMLCommand.execute(())
    }
    play.at(6) {
        play.say(zh: "第 \(play.now) 拍重试 Markdown", en: "Markdown retried at tick \(play.now)")
        requestReadmeMarkdownCommand.execute(())
    }
}
