import CourseKit

public let lesson = Lesson(
    id: "create",
    demos: [creatingDoesNothing, myJustDemo, myFromTwiceDemo, synchronousCreateDemo]
)
