import LessonKit

public let lesson = Lesson(
    id: "reading-marbles",
    demos: [diagramToEvents, groupsAndErrors, fourEndings, lateSubscriber, disposedAndGoesOn, keysAndInnerRows],
    exercises: [Exercises.drawTheDiagram.exercise, Exercises.printTheEvents.exercise, Exercises.buildTheEnding.exercise, Exercises.watchFromTheCaret.exercise]
)
