import Foundation
import TextKit

/// Exercise files belong to no target (each is compiled alone by the grader, so one broken
/// file never stops a build). For an editor to complete and check them anyway, this writes
/// SourceKit-LSP's settings for files outside targets: the same module folder the grader
/// compiles against. (rustlings writes rust-analyzer's project file for the same reason.)
public enum EditorSettings {
    /// `.sourcekit-lsp/config.json` under `root`, written when missing or out of date.
    public static func write(root: URL, products: BuildProducts) {
        let folder = root.appendingPathComponent(".sourcekit-lsp")
        let file = folder.appendingPathComponent("config.json")
        let flags: [JSONValue] = ["-swift-version", "5", "-I", products.moduleFolder.path, "-I", products.directory.path].map(JSONValue.string)
        let text = JSONValue.object([
            ("fallbackBuildSystem", .object([("swiftCompilerFlags", .array(flags))])),
        ]).text + "\n"
        guard (try? String(contentsOf: file, encoding: .utf8)) != text else { return }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file, options: .atomic)
    }
}
