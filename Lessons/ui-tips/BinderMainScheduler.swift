import LessonKit
import RxCocoaKit
import RxCore

/// RxCocoa 6's Binder: an element from a background thread is moved to the main thread.
let binderMovesToMain = Demo(
    id: "binder-main-scheduler",
    title: Localized(zh: "RxCocoa 6 的 Binder：转到主线程，而不是丢掉", en: "RxCocoa 6's Binder: moved to the main thread, not dropped"),
    explanation: Localized(
        zh: "RxCocoa 6 的 Binder（RxCocoa 4 引入）有一个 scheduler 参数，默认是 MainScheduler；label.rx.text 这类绑定都是这样的 Binder。每个 next 都先交给这个调度器：已经在主线程上就立即写，从后台线程来就排到主线程上，晚一拍再写。这里用 Binder(label, scheduler: MainThread.scheduler) 亲手造出 RxCocoa 6 的 label.rx.text，直接绑定后台线程上到达的结果：没有报错，也没有丢值，标签在结果到达后一拍显示 4 results。错误仍然不能绑定：Binder 收到 error 时，调试版会停下（见下一个演示）。",
        en: "RxCocoa 6's Binder (introduced in RxCocoa 4) takes a scheduler, MainScheduler by default, and bindings such as label.rx.text are Binders of this kind. Every next goes through that scheduler first: on the main thread it is written at once, from a background thread it is queued onto the main thread and written a tick later. Here Binder(label, scheduler: MainThread.scheduler) builds RxCocoa 6's label.rx.text by hand and the results arriving on the background thread are bound to it directly: no error report and no lost element; the label shows 4 results one tick after the answer arrives. Errors still can't be bound: a Binder that receives an error stops a debug build (see the next demo)."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "不在文档里：文档写于 UIBindingObserver 的年代（RxCocoa 3）；这是 RxCocoa 6 的 Binder 在虚拟时钟上的表现。",
        en: "Not in the document, which was written in the days of UIBindingObserver (RxCocoa 3); this is RxCocoa 6's Binder on the virtual clock."
    )
) { play in
    let api = SearchAPI(play)
    let label = Label()
    let bag = DisposeBag()
    // RxCocoa 6: `Binder(self.base) { label, text in label.text = text }`, scheduler MainScheduler().
    let text = Binder<String?>(label, scheduler: MainThread.scheduler) { label, text in label.text = text }

    label.rx.textChanges
        .subscribe(onNext: { play.print("label: \($0) at tick \(play.now)") })
        .disposed(by: bag)
    play.probe("raw results", api.rawSearchResults("Rx").map { $0.count })
        .map { "\($0) results" }
        .bind(to: text)
        .disposed(by: bag)

    play.sleep(1.0)
    play.print("label shows: \(label.text ?? "nil")")
}
