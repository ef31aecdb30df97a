import Foundation
import PackagePlugin

/// Writes the lesson catalog from the lesson modules `LessonCatalog` depends on, in the
/// order Package.swift lists them, so a lesson is registered by one line there.
@main
struct LessonCatalogPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let modules = target.dependencies.compactMap { dependency -> String? in
            guard case .target(let module) = dependency, module.name.hasPrefix("Lesson_") else { return nil }
            return module.name
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("LessonCatalog+Generated.swift")
        return [
            .buildCommand(
                displayName: "Writing the lesson catalog (\(modules.count) lessons)",
                executable: try context.tool(named: "lesson-catalog-gen").url,
                arguments: [output.path] + modules,
                inputFiles: [],
                outputFiles: [output]
            ),
        ]
    }
}
