/// The course's own modules, whose code a graded program links beside the learner's: a
/// traced row applied in any other module is the learner's (their file is module `Exercise`,
/// and a `file:` they pass by hand can name no course module's file).
public enum CourseModules {
    public static let names: Set<String> = ["RxCore", "RxCocoaKit", "RxTestCore", "RxBlocking", "RxTest", "LessonKit", "CourseKit", "LessonHost"]
    /// A lesson's module and its judge's.
    public static let prefixes = ["Lesson_", "Judge_"]

    /// Whether `module` is one of them: a name, or a prefix followed by a lesson's id as an
    /// identifier (`Lesson_dispose`; not `Lesson_` alone, nor `Lesson_-`, which no module is).
    public static func contains<S: StringProtocol>(_ module: S) -> Bool {
        names.contains(String(module)) || prefixes.contains { prefix in
            let id = module.dropFirst(prefix.count)
            return module.hasPrefix(prefix) && !id.isEmpty && id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// Whether `fileID` (`RxCore/Timer.swift`) names a file of one of them.
    public static func containsFile<S: StringProtocol>(_ fileID: S) -> Bool {
        fileID.contains("/") && contains(fileID.prefix { $0 != "/" })
    }
}
