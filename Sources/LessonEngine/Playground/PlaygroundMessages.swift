import TextKit

/// Every sentence the playground says about a file it did not run or a run that did not end
/// well, in both languages: the runner returns data, and what shows it (the command, `--json`,
/// the page) says it in the reader's language, as ``GradingMessages`` does for the grader.
enum PlaygroundMessages {
    static func sentence(_ unusable: PlaygroundRunner.Unusable) -> Localized {
        switch unusable {
        case .missing(let file): return wording("playground-runner.is-missing", file)
        case .tooLarge(let file): return wording("playground-runner.is-larger-than-1-mib", file)
        case .notUTF8(let file): return wording("playground-runner.is-not-utf-8-text", file)
        case .cannotWriteBuildFolder(let path, let reason): return wording("playground-runner.cannot-write-the-build-folder", path, reason)
        }
    }

    static func sentence(_ problem: PlaygroundResult.Problem) -> Localized {
        switch problem {
        case .crashed(let signal, let exitStatus, let reason, let printed):
            let crashed = wording("playground-runner.crashed", GradingMessages.crashed(signal: signal, exitStatus: exitStatus, reason: reason))
            return printed.isEmpty ? crashed : wording("playground-runner.crashed-printed", crashed, printed)
        case .didNotFinish(let seconds): return wording("playground-runner.the-playground-did-not-finish", seconds)
        case .printedTooMuch: return wording("playground-runner.the-playground-printed-more-than")
        case .couldNotStart(let why): return wording("playground-runner.cannot-run", why)
        }
    }
}

extension PlaygroundRunner.Unusable {
    /// Why the file was not run, in both languages.
    public var sentences: Localized { PlaygroundMessages.sentence(self) }
}

extension PlaygroundResult.Problem {
    /// How the run ended, in both languages.
    public var sentences: Localized { PlaygroundMessages.sentence(self) }
}
