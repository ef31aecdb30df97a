import LessonKit

public let lesson = Lesson(
    id: "subjects",
    demos: [publishSubjectDemo, behaviorSubjectDemo, replaySubjectDemo, asyncSubjectDemo, relaysDemo],
    exercises: [Exercises.forward.exercise, Exercises.latestForLatecomers.exercise, Exercises.chatRoom.exercise, Exercises.tapCounter.exercise]
)
