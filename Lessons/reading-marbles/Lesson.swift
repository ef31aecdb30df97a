import CourseKit

public let lesson = Lesson(
    id: "reading-marbles",
    demos: [diagramToEvents, groupsAndErrors, fourEndings, lateSubscriber, disposedAndGoesOn, keysAndInnerRows]
)
