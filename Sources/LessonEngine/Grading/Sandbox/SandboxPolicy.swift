import Foundation

/// What a graded program may touch besides its own temporary folder: read (and execute) the
/// system's libraries, the toolchain's runtime and its own executable; read and write the
/// null devices. Everything else is out of reach where the system can confine it (Linux:
/// these paths are the whole allowed list; macOS: `hidden` lists what is denied).
struct SandboxPolicy: Sendable {
    var readable: [String]
    var devices: [String]
    var hidden: [String]
    var limits = Limits()
    /// Whether to run it in a PID namespace of its own where the system allows (Linux); off
    /// only to test the fallback, the subreaper.
    var pidNamespace = true

    /// What the program may use. A limit hit ends that exercise as a crash (SIGXFSZ, SIGXCPU,
    /// an allocation that fails), never the grading.
    struct Limits: Sendable {
        /// Address space. An exercise that imports Foundation has mapped about 72 MiB when the
        /// learner's function runs (VmPeak, Linux x86_64, Swift 6.3; each thread's stack adds
        /// 8 MiB of it); the cap leaves room for any honest exercise and stops a runaway
        /// allocation long before the machine swaps.
        var addressSpace: UInt64 = 4 << 30
        /// Any one file it writes (its folder is its only place to write).
        var fileSize: UInt64 = 16 << 20
        /// Its whole folder, where it can be a file system of its own (Linux, in its namespaces):
        /// bytes and files. No exercise writes a file; where the folder cannot be bounded it is
        /// read-only. Less than `fileSize`, so a runaway file fills the folder first and the
        /// grading says so.
        var folderSize: UInt64 = 8 << 20
        var folderFiles: Int32 = 1024
        /// Processes and threads, counted in its own user namespace (Linux, where it has one).
        /// A Swift program's threads count: Dispatch's pool, the runtime's.
        var processes: Int32 = 256
        /// CPU time, in seconds past the wall-clock timeout: a busy single thread is stopped
        /// by the timeout first (with a backtrace); this stops a program keeping several cores busy.
        var cpuSecondsPastTimeout: Int32 = 2

        /// CPU seconds for a run of `timeout` seconds of wall-clock time.
        func cpuSeconds(timeout: TimeInterval) -> Int32 {
            let seconds = timeout.isFinite ? min(max(timeout.rounded(.up), 1), 86_400) : 86_400
            return max(1, Int32(seconds) + cpuSecondsPastTimeout)
        }
    }

    /// For `executable`, built by the toolchain whose `swiftc` is `compiler`, graded from a
    /// checkout whose build folder is `products`.
    /// A program that may import Foundation can open files (`FileHandle`): there `/proc` stays
    /// closed, or it would read its own memory through `/proc/self/mem` (the report channel's
    /// token with it). The backtracer reads `/proc` too, so such a crash names the runtime's
    /// message and line but has no backtrace to find the learner's line in.
    static func forExercise(_ executable: URL, compiler: SwiftCompiler, products: BuildProducts, source: URL?,
                            opensFiles: Bool = false) -> SandboxPolicy {
        // `<toolchain>/usr/bin/swiftc`: its `usr` holds the runtime libraries and the backtracer.
        let toolchain = URL(fileURLWithPath: compiler.path).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let checkout = products.directory.deletingLastPathComponent().deletingLastPathComponent()
        // `Lessons/<id>/Exercises/<Name>.swift` in the learner's checkout.
        let learnerCheckout = source.map { $0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return SandboxPolicy(
            readable: systemLibraries.filter { !opensFiles || $0 != "/proc" } + [toolchain.path, executable.path],
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
    /// there), only what a Swift program needs, and the mark that makes CExerciseInput take
    /// the request and the report channel before `main`. Hashing is seeded the same in every
    /// run, so a chain that walks a `Set` or a `Dictionary` meets its elements in one order:
    /// the same file gets the same grade.
    static func environment(home: URL) -> [String: String] {
        [
            "SWIFT_DETERMINISTIC_HASHING": "1",
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "HOME": home.path,
            "TMPDIR": home.path,
            "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no",
            "RXLESSON_GRADED": "1",
        ]
    }
}
