import CourseKit

public let lesson = Lesson(
    id: "ui-tips",
    demos: [searchWithSharing, searchWithoutSharing, errorsInsideFlatMapLatest, bindOnTheMainThread, binderMovesToMain, errorsAtTheUIEdge]
)
