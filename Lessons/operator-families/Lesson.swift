import CourseKit

public let lesson = Lesson(
    id: "operator-families",
    demos: [mapAndScan, threeFlatMaps, filtering, combining, timeOperators, errorOperators]
)
