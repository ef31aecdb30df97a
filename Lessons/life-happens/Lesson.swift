import CourseKit

public let lesson = Lesson(
    id: "life-happens",
    demos: [leavingRxAndComingBack, stayingInRx, whenTheSourceFails]
)
