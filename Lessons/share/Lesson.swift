import CourseKit

public let lesson = Lesson(
    id: "share",
    demos: [twoSubscribersTwoTimers, shareReplayOneTimer, lateSubscriberGetsTheLatest, sharedRequestIsSentOnce]
)
