import CourseKit

public let lesson = Lesson(
    id: "datasources",
    demos: [reloadDataSource, animatedDataSource, identityDecidesTheAnimation],
    standIns: ["DataSourcesStandIn.swift"]
)
