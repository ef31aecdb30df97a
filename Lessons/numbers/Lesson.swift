import CourseKit

public let lesson = Lesson(
    id: "numbers",
    demos: [sumOfThreeFields, currentValueFirst, reactiveWrapper, controlPropertyInside, orEmptyDemo]
)
