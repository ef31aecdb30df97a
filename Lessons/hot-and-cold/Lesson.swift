import CourseKit

public let lesson = Lesson(
    id: "hot-and-cold",
    demos: [coldCreate, coldInterval, twoDiagrams, hotSubject, shareMakesHot]
)
