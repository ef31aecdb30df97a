import CourseKit

public let lesson = Lesson(
    id: "rxcocoa",
    demos: [
        placeholderData, openWeatherMapAnswers, requestPerKeystroke, flatMapLatestCancels, errorEndsTheSearch,
        errorCaughtInside, bindFourLabels, boundOffMainThread, driverShares, driverErrorFallbacks, searchOnReturnKey,
        activityIndicatorSpins, progressViewFollows,
    ]
)
