import CourseKit

public let lesson = Lesson(
    id: "variables",
    demos: [variableWithTwoSubscribers, behaviorRelayInstead, relaySubscriptionsEndWithTheirOwner]
)
