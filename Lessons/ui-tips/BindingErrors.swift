import LessonKit
import RxCocoaKit
import RxCore

/// An error must never reach a binding: catch it first, or use a Driver.
let errorsAtTheUIEdge = Demo(
    id: "binding-errors",
    title: Localized(zh: "错误不能流进界面绑定", en: "Errors must not reach a UI binding"),
    explanation: Localized(
        zh: "界面控件不知道怎样显示一个错误，所以把可能出错的序列绑定到控件上是未定义行为；RxCocoa 的调试版会在这里停下。第一个标签直接绑定一个会得到 500 的请求：模拟控件打印出 RxCocoa 的那行 Binding error。第二个标签先 catchAndReturn([])，错误变成 \"0 results\"。第三个用 asDriver(onErrorJustReturn: []): Driver 一次做了三件事：不出错、在主线程上交付、共享结果，正是 UI 层需要的。",
        en: "A control has no way to show an error, so binding a sequence that can fail is undefined behaviour; a debug build of RxCocoa stops there. The first label binds a request that gets a 500 directly: the headless control prints RxCocoa's Binding error line. The second catches first with catchAndReturn([]), turning the error into \"0 results\". The third uses asDriver(onErrorJustReturn: []): a Driver does three things at once, no errors, delivery on the main thread and a shared result, which is exactly what the UI layer needs."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "文档只描述了这条规则；这是三种绑定在假网络（500）和虚拟时钟上的结果。",
        en: "The document only states the rule; this is what the three bindings do with the fake network (500) on the virtual clock."
    )
) { play in
    let api = SearchAPI(play)
    let direct = Label()
    let caught = Label()
    let driven = Label()
    let bag = DisposeBag()

    play.probe("direct", api.getSearchResults("Rx?").map { $0.count })
        .map { "\($0) results" }
        .bind(to: direct.rx.text)
        .disposed(by: bag)

    play.probe("catchAndReturn", api.getSearchResults("Rx?").catchAndReturn([]).map { $0.count })
        .map { "\($0) results" }
        .bind(to: caught.rx.text)
        .disposed(by: bag)

    api.rawSearchResults("Rx?")
        .asDriver(onErrorJustReturn: [])
        .map { "\($0.count) results" }
        .drive(driven.rx.text)
        .disposed(by: bag)

    play.sleep(1.0)
    play.print("bound directly: \(direct.text ?? "nil")")
    play.print("catchAndReturn: \(caught.text ?? "nil")")
    play.print("Driver: \(driven.text ?? "nil")")
}
