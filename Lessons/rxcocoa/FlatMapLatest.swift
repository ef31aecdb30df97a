import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// flatMapLatest: a new key cancels the request still on its way.
let flatMapLatestCancels = Demo(
    id: "flatmap-latest",
    documented: ""
) { play in
    let (network, api, screen) = searchDemoSetup(play)

    screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMapLatest { text in
            api.currentWeather(city: text ?? "Error")
                .catchAndReturn(Weather.empty)
        }
        .observe(on: MainThread.scheduler)
        .subscribe(onNext: { [unowned screen] weather in screen.show(weather) })
        .disposed(by: screen.bag)

    typeKeys("London", into: screen.searchCityName, every: 0.2, play)
    play.sleep(1.0)
    printRequests(network, play)
}
