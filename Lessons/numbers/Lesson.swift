import LessonKit

public let lesson = Lesson(
    id: "numbers",
    demos: [sumOfThreeFields, currentValueFirst, reactiveWrapper, controlPropertyInside, orEmptyDemo],
    exercises: [Exercises.showSum.exercise, Exercises.value.exercise]
)
