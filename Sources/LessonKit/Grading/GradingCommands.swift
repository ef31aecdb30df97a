/// The grading subcommands, for `RxLessonCommand.extraCommands`.
public enum GradingCommands {
    public static func install(into command: inout RxLessonCommand) {
        let catalog = command.catalog
        let environment = command.environment
        command.extraCommands["check"] = { arguments, console in
            CheckCommand(catalog: catalog).run(arguments, console: console)
        }
        command.extraCommands["hint"] = { arguments, console in
            HintCommand(catalog: catalog, language: Language.fromEnvironment(environment)).run(arguments, console: console)
        }
        command.extraCommands["watch"] = { arguments, console in
            WatchCommand().run(arguments, console: console)
        }
        command.extraCommands[IsolatedGrader.hiddenCommand] = { arguments, _ in
            GradeOneCommand.run(arguments, catalog: catalog)
        }
    }
}
