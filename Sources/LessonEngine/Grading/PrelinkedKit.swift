import Foundation

/// The kit modules' objects (``BuildProducts/kitModules``, the same in every exercise's link)
/// linked once into one relocatable object without their debug info, by the toolchain's own
/// `ld.lld -r` and `llvm-objcopy` on Linux: an exercise's link then reads a few objects instead
/// of two hundred, and the program is a third smaller (its SHA-256 and its start the cheaper).
/// The learner's file keeps its line tables, so a backtrace still names the learner's line.
/// Elsewhere (a Mach-O program carries no debug info anyway) the objects are linked as they are.
enum PrelinkedKit {
    /// The objects that link `modules`: the prelinked kit and the other modules' own, or every
    /// module's objects when there is no prelinked kit.
    static func objects(of modules: [String], products: BuildProducts, compiler: SwiftCompiler) -> [URL] {
        guard Set(BuildProducts.kitModules).isSubset(of: modules), let kit = object(products: products, compiler: compiler) else {
            return products.objects(of: modules)
        }
        return [kit] + products.objects(of: modules.filter { !BuildProducts.kitModules.contains($0) })
    }

    /// Made once for each build of the kit, kept beside the build's products; nil where the
    /// tools are missing or failed.
    static func object(products: BuildProducts, compiler: SwiftCompiler) -> URL? {
        #if os(Linux)
        let tools = URL(fileURLWithPath: compiler.path).deletingLastPathComponent()
        let lld = tools.appendingPathComponent("ld.lld"), objcopy = tools.appendingPathComponent("llvm-objcopy")
        let manager = FileManager.default
        guard products.layout == .native, manager.isExecutableFile(atPath: lld.path), manager.isExecutableFile(atPath: objcopy.path) else { return nil }
        let objects = products.objects(of: BuildProducts.kitModules)
        let key = ExerciseCompiler.hash(objects.map(\.path) + [products.stamp(of: BuildProducts.kitModules), compiler.path])
        let object = made.value(for: key) {
            let folder = products.directory.appendingPathComponent("rxlesson-kit")
            let object = folder.appendingPathComponent("\(key).o")
            if manager.fileExists(atPath: object.path) { return object }
            // The kit of an earlier build is not linked again.
            try? manager.removeItem(at: folder)
            try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
            // Written under names of their own and renamed: another grader never links half of one.
            let linked = folder.appendingPathComponent("\(key).\(UUID().uuidString).r"), stripped = folder.appendingPathComponent("\(key).\(UUID().uuidString)")
            defer { try? manager.removeItem(at: linked); try? manager.removeItem(at: stripped) }
            func run(_ tool: URL, _ arguments: [String]) -> Bool {
                let run = ChildProcess(executable: tool, arguments: arguments, environment: ProcessInfo.processInfo.environment,
                                       timeout: 60, outputCap: 1 << 20, directory: folder).run()
                return run.ending == .exited(0)
            }
            guard run(lld, ["-r", "-o", linked.path] + objects.map(\.path)),
                  run(objcopy, ["--strip-debug", linked.path, stripped.path]),
                  rename(stripped.path, object.path) == 0 else { return nil }
            return object
        }
        // Another process's newer build may have replaced it since: then the objects themselves.
        return object.flatMap { manager.fileExists(atPath: $0.path) ? $0 : nil }
        #else
        return nil
        #endif
    }

    private static let made = ProcessMemo<URL?>()
}
