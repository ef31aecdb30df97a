import Foundation
import PackagePlugin

/// Writes the lesson catalog from the lesson modules `LessonCatalog` depends on, in the
/// order Package.swift lists them, so a lesson is registered by one line there. Each lesson's
/// prose (`Text/zh.md`, `Text/en.md` in its folder) is read into the catalog, so editing a
/// sentence rebuilds the catalog and nothing else.
///
/// Any other target that uses the plugin has its own words in `Text/zh.md` and `Text/en.md`
/// (TextTable); they are built into the module the same way, as `wording`.
@main
struct LessonCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard target.name == "LessonCatalog" else { return try wording(context: context, target: target) }
        let lessons = target.dependencies.compactMap { dependency -> (name: String, folder: URL)? in
            guard case .target(let module) = dependency, module.name.hasPrefix("Lesson_") else { return nil }
            // A lesson's folder is `Lessons/<id>`, its module `Lesson_<id>` with `-` as `_`.
            let id = module.name.dropFirst("Lesson_".count).replacingOccurrences(of: "_", with: "-")
            return (module.name, context.package.directoryURL.appendingPathComponent("Lessons/\(id)"))
        }
        let texts = lessons.flatMap { lesson in
            ["zh", "en"].map { lesson.folder.appendingPathComponent("Text/\($0).md") }
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("LessonCatalog+Generated.swift")
        return [
            .buildCommand(
                displayName: "Writing the lesson catalog (\(lessons.count) lessons)",
                executable: try context.tool(named: "lesson-catalog-gen").url,
                arguments: [output.path] + lessons.map { "\($0.name)=\($0.folder.path)" },
                inputFiles: texts,
                outputFiles: [output]
            ),
        ]
    }

    private func wording(context: PluginContext, target: Target) throws -> [Command] {
        // These targets keep the default path, Sources/<name>.
        let folder = context.package.directoryURL.appendingPathComponent("Sources/\(target.name)")
        let texts = ["zh", "en"].map { folder.appendingPathComponent("Text/\($0).md") }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)Wording+Generated.swift")
        return [
            .buildCommand(
                displayName: "Writing \(target.name)'s words",
                executable: try context.tool(named: "lesson-catalog-gen").url,
                arguments: ["--text", output.path] + texts.map(\.path) + [target.name],
                inputFiles: texts,
                outputFiles: [output]
            ),
        ]
    }
}
