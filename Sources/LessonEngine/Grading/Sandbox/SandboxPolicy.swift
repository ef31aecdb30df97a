import Foundation

/// What a graded program may touch besides its own temporary folder: read (and execute) the
/// system's libraries, the toolchain's runtime and its own executable; read and write the
/// null devices. Everything else is out of reach where the system can confine it (Linux:
/// these paths are the whole allowed list; macOS: `hidden` lists what is denied).
struct SandboxPolicy: Sendable {
    var readable: [String]
    var devices: [String]
    var hidden: [String]

    /// For `executable`, built by the toolchain whose `swiftc` is `compiler`, graded from a
    /// checkout whose build folder is `products`.
    static func forExercise(_ executable: URL, compiler: SwiftCompiler, products: BuildProducts, source: URL?) -> SandboxPolicy {
        // `<toolchain>/usr/bin/swiftc`: its `usr` holds the runtime libraries and the backtracer.
        let toolchain = URL(fileURLWithPath: compiler.path).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let checkout = products.directory.deletingLastPathComponent().deletingLastPathComponent()
        // `Lessons/<id>/Exercises/<Name>.swift` in the learner's checkout.
        let learnerCheckout = source.map { $0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return SandboxPolicy(
            readable: systemLibraries + [toolchain.path, executable.path],
            devices: ["/dev/null", "/dev/zero", "/dev/urandom"],
            hidden: [checkout.path, products.directory.path, NSHomeDirectory()] + (learnerCheckout.map { [$0.path] } ?? [])
        )
    }

    #if os(Linux)
    static let systemLibraries = ["/usr", "/lib", "/lib64", "/lib32", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d",
                                  "/etc/localtime", "/sys/devices/system/cpu",
                                  // Its own /proc entries (the backtracer reads them); Landlock refuses those of
                                  // processes outside the sandbox (its ptrace rule), so not the grader's environment.
                                  "/proc"]
    #else
    static let systemLibraries = ["/usr/lib", "/System", "/Library/Apple"]
    #endif

    /// The program's whole environment: nothing of the grader's (its tokens and secrets stay
    /// there), only what a Swift program needs.
    static func environment(home: URL) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "HOME": home.path,
            "TMPDIR": home.path,
            "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no",
        ]
    }
}
