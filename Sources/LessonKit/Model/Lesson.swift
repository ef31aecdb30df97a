/// One chapter of a source document, taught on the virtual clock.
public struct Lesson: Sendable {
    /// Stable id from the contract, e.g. `dispose`.
    public let id: String
    public let title: Localized
    /// Document and section, e.g. `001_62d64e49416536a5.txt § Disposing`.
    public let source: String
    /// What the learner should take away, two or three sentences.
    public let summary: Localized
    public let demos: [Demo]
    public let exercises: [Exercise]
    /// Files of the lesson's folder that stand in for something the document uses (a KVO
    /// object, the ReactiveCocoa facade): traced chains leave their inner workings out.
    public let standIns: [String]

    public init(id: String, title: Localized, source: String, summary: Localized, demos: [Demo], exercises: [Exercise] = [],
                standIns: [String] = []) {
        self.id = id
        self.standIns = standIns
        self.title = title
        self.source = source
        self.summary = summary
        self.demos = demos
        self.exercises = exercises.map { exercise in
            var exercise = exercise
            exercise.lesson = id
            return exercise
        }
    }
}
