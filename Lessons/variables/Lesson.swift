import LessonKit

public let lesson = Lesson(
    id: "variables",
    demos: [variableWithTwoSubscribers, behaviorRelayInstead, relaySubscriptionsEndWithTheirOwner],
    exercises: [Exercises.makeVolume.exercise, Exercises.volumeShown.exercise]
)
