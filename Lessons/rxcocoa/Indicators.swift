import LessonKit
import RxCocoaKit
import RxCore

/// The activity indicator spins from the return key to the answer.
let activityIndicatorSpins = Demo(
    id: "activity-indicator",
    title: Localized(zh: "rx.isAnimating：搜索时转圈", en: "rx.isAnimating: spin while searching"),
    explanation: Localized(
        zh: "UIActivityIndicatorView 的 rx.isAnimating 是一个 Binder<Bool>（书里是 UIBindingObserver）。按下回车就是一次搜索开始，search 发出结果就是结束：merge(开始 → true，结果 → false) 再 drive 到指示器。0.4 秒搜 London，指示器转到 1.0 秒回答到达；1.4 秒搜 Paris，转到 2.0 秒。",
        en: "UIActivityIndicatorView's rx.isAnimating is a Binder<Bool> (a UIBindingObserver in the book). Pressing return starts a search, and search sending its result ends it: merge(start → true, result → false) driven into the indicator. London is searched at 0.4 s and the indicator spins until the answer at 1.0 s; Paris at 1.4 s, spinning until 2.0 s."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里只列出了 isAnimating 这个属性；这里打印指示器的每次开关。",
        en: "The book only lists the isAnimating property; here every start and stop of the indicator prints."
    )
) { play in
    let network = fakeOpenWeatherMap(play)
    let api = ApiController(network: network)
    let screen = WeatherScreen()
    let field = screen.searchCityName
    play.record("isAnimating", screen.activityIndicator.rx.isAnimatingChanges)
    play.record("cityNameLabel", screen.cityNameLabel.rx.textChanges)
    screen.activityIndicator.rx.isAnimatingChanges
        .subscribe(onNext: { play.print($0 ? "spinning" : "stopped") })
        .disposed(by: screen.bag)
    screen.printUpdates(play)

    let searchInput = field.rx.controlEvent(.editingDidEndOnExit).asObservable()
        .map { field.text ?? "" }
        .filter { !$0.isEmpty }
    let search = searchInput
        .flatMapLatest { text in api.currentWeather(city: text).catchAndReturn(Weather.empty) }
        .asDriver(onErrorJustReturn: Weather.empty)
    let running = Observable.merge(searchInput.map { _ in true }, search.map { _ in false }.asObservable())
        .asDriver(onErrorJustReturn: false)

    running.drive(screen.activityIndicator.rx.isAnimating).disposed(by: screen.bag)
    search.map { "\($0.temperature)° C" }.drive(screen.tempLabel.rx.text).disposed(by: screen.bag)
    search.map { $0.icon }.drive(screen.iconLabel.rx.text).disposed(by: screen.bag)
    search.map { "\($0.humidity)%" }.drive(screen.humidityLabel.rx.text).disposed(by: screen.bag)
    search.map { $0.cityName }.drive(screen.cityNameLabel.rx.text).disposed(by: screen.bag)

    play.sleep(0.2); field.replaceText(with: "London")
    play.sleep(0.2); field.pressReturn()
    play.sleep(0.8); field.replaceText(with: "Paris")
    play.sleep(0.2); field.pressReturn()
    play.sleep(1.0)
}

/// A pretend upload: `total` bytes sent `chunk` at a time, one chunk every `every`, as
/// (sent, total) pairs on the main thread.
func uploadFile(total: Int, chunk: Int, every: RxTimeInterval) -> Observable<(sent: Int, total: Int)> {
    Observable<Int>.interval(every, scheduler: MainThread.scheduler)
        .map { index in (sent: min((index + 1) * chunk, total), total: total) }
        .take(while: { $0.sent < total }, behavior: .inclusive)
}

/// The progress view follows an upload.
let progressViewFollows = Demo(
    id: "progress-view",
    title: Localized(zh: "rx.progress：上传进度", en: "rx.progress: upload progress"),
    explanation: Localized(
        zh: "UIProgressView 的 rx.progress 是一个 Binder<Float>。假的上传每 0.4 秒送出 250 字节，共 1000 字节，发出（已发送，总数）；map 成比例再 bind(to:) 进度条。注意比例要用浮点数算：书里的 sent / totalToSend 如果两边都是整数，就是整数除法，进度条一直是 0，最后一下跳到 1。",
        en: "UIProgressView's rx.progress is a Binder<Float>. The pretend upload sends 250 bytes every 0.4 s, 1000 in all, emitting (sent, total); map turns that into a fraction bound to the progress view. Compute the fraction in floating point: the book's sent / totalToSend on two integers is integer division, which keeps the bar at 0 and jumps to 1 at the end."
    ),
    documented: "",
    resolution: 0.1,
    note: Localized(
        zh: "书里的上传只是示意代码，没有输出；这里打印进度条的每个值。",
        en: "The book's upload is a sketch with no output; here every value of the progress view prints."
    )
) { play in
    MainThread.use(play.scheduler)
    let progressView = ProgressView()
    let bag = DisposeBag()
    play.probe("progress", progressView.rx.progressChanges)
        .subscribe(onNext: { play.print("progress \($0)") })
        .disposed(by: bag)

    play.probe("uploadFile", uploadFile(total: 1000, chunk: 250, every: .milliseconds(400)))
        .map { sent, total in Float(sent) / Float(total) }
        .bind(to: progressView.rx.progress)
        .disposed(by: bag)
    play.sleep(2.0)
}
