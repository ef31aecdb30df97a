#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `posix_spawn`, set up in one place for the two programs rxlesson starts itself: the pager
/// and the grader's child processes (a compiler, a playground).
public enum Spawn {
    /// Starts `argv` (`argv[0]` is the program's path) with `environment` (`NAME=value`).
    /// In the child, each of `descriptors` becomes a copy of this process's descriptor (in the
    /// order given), then `closing` are closed; `defaultSignals` are back to their default
    /// action; with `ownGroup` it leads a process group of its own. Its pid, or minus the
    /// error number.
    public static func start(_ argv: [String], environment: [String], descriptors: [(child: Int32, copyOf: Int32)],
                             closing: [Int32] = [], defaultSignals: [Int32] = [], ownGroup: Bool = false) -> pid_t {
        // Darwin declares these as optional pointers, Linux as structs; each is made by its init.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor in descriptors { posix_spawn_file_actions_adddup2(&actions, descriptor.copyOf, descriptor.child) }
        for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var flags: Int32 = 0
        if !defaultSignals.isEmpty {
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for number in defaultSignals { sigaddset(&defaults, number) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            flags |= Int32(POSIX_SPAWN_SETSIGDEF)
        }
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let cArgv = argv.map { strdup($0) } + [nil]
        let cEnvp = environment.map { strdup($0) } + [nil]
        defer { (cArgv + cEnvp).forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, argv[0], &actions, &attributes, cArgv, cEnvp)
        return error == 0 ? pid : -error
    }
}
