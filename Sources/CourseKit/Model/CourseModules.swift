/// The course's own modules, whose code a graded program links beside the learner's: a
/// traced row applied in any other module is the learner's (their file is module `Exercise`,
/// and a `file:` they pass by hand can name no course module's file).
public enum CourseModules {
    public static let names: Set<String> = ["RxCore", "RxCocoaKit", "RxTestCore", "RxBlocking", "RxTest", "LessonKit", "CourseKit", "LessonHost"]
    /// A lesson's module and its judge's.
    public static let prefixes = ["Lesson_", "Judge_"]

    public static func contains<S: StringProtocol>(_ module: S) -> Bool {
        names.contains(String(module)) || prefixes.contains { module.hasPrefix($0) }
    }
}
