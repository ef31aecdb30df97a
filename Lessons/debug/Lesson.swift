import LessonKit

public let lesson = Lesson(
    id: "debug",
    demos: [debugMyProbe, myDebugWithCreate, resourcesTotalFindsALeak, resourceCountEverySecond],
    exercises: [Exercises.myDebug.exercise, Exercises.openScreen.exercise]
)
