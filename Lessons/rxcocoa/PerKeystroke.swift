import CourseKit
import LessonKit
import RxCocoaKit
import RxCore

/// rx.text + flatMap: a request for every key, every answer shown.
let requestPerKeystroke = Demo(
    id: "flatmap-per-keystroke",
    documented: ""
) { play in
    let (network, api, screen) = searchDemoSetup(play)

    screen.searchCityName.rx.text
        .filter { ($0 ?? "").count > 0 }
        .flatMap { text in
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
