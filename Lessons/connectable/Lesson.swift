import CourseKit

public let lesson = Lesson(
    id: "connectable",
    demos: [publishThenConnect, replayForLateSubscribers, refCountConnectsForYou, reconnectWithWhichSubject, shareScopes]
)
