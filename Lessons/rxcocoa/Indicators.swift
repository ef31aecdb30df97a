import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The activity indicator spins from the return key to the answer.
let activityIndicatorSpins = Demo(
    id: "activity-indicator",
    documented: ""
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
    documented: ""
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
