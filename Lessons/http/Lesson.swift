import CourseKit

public let lesson = Lesson(
    id: "http",
    demos: [jsonRequestFiresOnSubscribe, cancelASlowRequest, responseWithDebugAndStatus, responseErrorBranches, loggingHTTPTraffic]
)
