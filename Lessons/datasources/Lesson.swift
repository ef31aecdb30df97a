import LessonKit

public let lesson = Lesson(
    id: "datasources",
    demos: [reloadDataSource, animatedDataSource, identityDecidesTheAnimation],
    exercises: [Exercises.sections.exercise, Exercises.identity.exercise],
    standIns: ["DataSourcesStandIn.swift"]
)
