import CourseKit

public let lesson = Lesson(
    id: "debug",
    demos: [debugMyProbe, myDebugWithCreate, resourcesTotalFindsALeak, resourceCountEverySecond]
)
