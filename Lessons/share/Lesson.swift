import LessonKit

public let lesson = Lesson(
    id: "share",
    demos: [twoSubscribersTwoTimers, shareReplayOneTimer, lateSubscriberGetsTheLatest, sharedRequestIsSentOnce],
    exercises: [Exercises.sharedCounter.exercise, Exercises.latestForNewcomers.exercise]
)
