import CommandLineKit
import LessonEngine
import TextKit

/// The `rxlesson` command line: every command, declared once.
enum RxLesson {
    static let tool = CommandLineTool(
        name: "rxlesson",
        version: "0.3.0",
        abstract: wording("rx-lesson.learn-reactive-programming-on-a"),
        commands: [
            ListCommand.self, RunCommand.self, MarbleDiagramCommand.self, CheckCommand.self, WatchCommand.self,
            HintCommand.self, ResetCommand.self, SolutionCommand.self, ClassCommand.self, TemplateCommand.self,
            MarblesCommand.self, PlayCommand.self, QuizCommand.self, PlaygroundCommand.self, ReportCommand.self, NewCommand.self,
        ])
}
