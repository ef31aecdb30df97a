import CommandLineKit
import LessonEngine
import TextKit

/// The `rxlesson` command line: every command, declared once.
enum RxLesson {
    static let tool = CommandLineTool(
        name: "rxlesson",
        version: "0.3.0",
        abstract: Localized(zh: "在虚拟时钟上学习响应式编程：运行课程、画弹珠图、批改练习。",
                            en: "Learn reactive programming on a virtual clock: run lessons, draw marble diagrams, grade exercises."),
        commands: [
            ListCommand.self, RunCommand.self, MarbleDiagramCommand.self, CheckCommand.self, WatchCommand.self,
            HintCommand.self, ResetCommand.self, SolutionCommand.self, ClassCommand.self, TemplateCommand.self,
            MarblesCommand.self, PlayCommand.self, QuizCommand.self, PlaygroundCommand.self, ReportCommand.self, NewCommand.self,
        ])
}
