import CourseKit

public let lesson = Lesson(
    id: "testing",
    demos: [firstTest, hotAndColdScripts, startDefaults, resolution, marbleAssertion, blocking]
)
