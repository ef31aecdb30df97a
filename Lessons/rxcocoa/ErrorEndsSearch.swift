import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// The search chain for both error demos: flatMap over the field's text, with or without
/// the inner catch. Returns the city each answer shows.
private func searchChain(_ screen: WeatherScreen, _ api: ApiController, catchInside: Bool) -> Observable<Weather> {
    screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMap { text -> Observable<Weather> in
            let request = api.currentWeather(city: text ?? "Error")
            return catchInside ? request.catchAndReturn(Weather.empty) : request
        }
        .observe(on: MainThread.scheduler)
}

/// Both error demos' run: the search chain (probed as `search`) fills the screen; London is
/// pasted at 0.2 s, Londn at 1 s, Paris at 2 s (each typed at once); then 1 s more and the
/// request log. Without the inner catch there is no onError either: the error reaches
/// subscribe, which can only report it.
private func pasteCitiesIntoSearch(_ play: Playground, catchInside: Bool) {
    let (network, api, screen) = searchDemoSetup(play)
    play.probe("search", searchChain(screen, api, catchInside: catchInside))
        .subscribe(onNext: { [unowned screen] weather in screen.show(weather) })
        .disposed(by: screen.bag)

    play.sleep(0.2); screen.searchCityName.replaceText(with: "London")
    play.sleep(0.8); screen.searchCityName.replaceText(with: "Londn")
    play.sleep(1.0); screen.searchCityName.replaceText(with: "Paris")
    play.sleep(1.0)
    printRequests(network, play)
}

/// Without the inner catch, a 404 ends the whole search: later keystrokes get no answer.
let errorEndsTheSearch = Demo(
    id: "error-ends-search",
    documented: ""
) { play in
    pasteCitiesIntoSearch(play, catchInside: false)
}

/// With the inner catch, the failed lookup becomes `Weather.empty` and the search goes on.
let errorCaughtInside = Demo(
    id: "error-caught-inside",
    documented: ""
) { play in
    pasteCitiesIntoSearch(play, catchInside: true)
}
