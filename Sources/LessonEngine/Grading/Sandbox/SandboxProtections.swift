import CSandbox
import Foundation
import TextKit

/// Which protections a graded program ran under: the launcher reports what took hold, so a
/// system without one (an old kernel, no user namespaces, no sandbox API) still grades and
/// says what was off.
public struct SandboxProtections: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let session = SandboxProtections(rawValue: Int32(RXSB_SESSION))
    public static let pidNamespace = SandboxProtections(rawValue: Int32(RXSB_PID_NAMESPACE))
    public static let subreaper = SandboxProtections(rawValue: Int32(RXSB_SUBREAPER))
    public static let landlock = SandboxProtections(rawValue: Int32(RXSB_LANDLOCK))
    public static let landlockNetwork = SandboxProtections(rawValue: Int32(RXSB_LANDLOCK_NETWORK))
    public static let landlockScope = SandboxProtections(rawValue: Int32(RXSB_LANDLOCK_SCOPE))
    public static let seccomp = SandboxProtections(rawValue: Int32(RXSB_SECCOMP))
    public static let darwinProfile = SandboxProtections(rawValue: Int32(RXSB_DARWIN_PROFILE))
    public static let closedDescriptors = SandboxProtections(rawValue: Int32(RXSB_CLOSED_DESCRIPTORS))
    public static let limits = SandboxProtections(rawValue: Int32(RXSB_LIMITS))

    /// Each protection this system's launcher can give, its JSON key, and what it stops.
    static var expected: [(protection: SandboxProtections, key: String, stops: Localized)] {
        #if os(Linux)
        return [
            (.landlock, "landlock", Localized(zh: "练习可以读取工作副本、写到自己的临时目录以外", en: "the exercise can read the checkout and write outside its temporary folder")),
            (.seccomp, "seccomp", Localized(zh: "练习可以调用 ptrace、process_vm_readv，也可以打开套接字", en: "the exercise can call ptrace, process_vm_readv and open sockets")),
            (.subreaper, "subreaper", Localized(zh: "练习启动、又离开了进程组的进程可能比批改活得久", en: "processes the exercise starts outside its process group may outlive grading")),
            (.pidNamespace, "pid_namespace", Localized(zh: "系统不允许非特权用户命名空间：练习的进程数不受限制，离开的进程只能靠 subreaper 结束",
                                                        en: "the system allows no unprivileged user namespace: the exercise's processes are not counted, and only the subreaper ends those that detach")),
            (.limits, "limits", Localized(zh: "练习的内存、文件大小和 CPU 时间不受限制", en: "the exercise's memory, file size and CPU time are not limited")),
            (.landlockNetwork, "landlock_network", Localized(zh: "内核不限制 TCP 连接（seccomp 仍拒绝网络套接字）", en: "the kernel does not limit TCP connections (seccomp still refuses network sockets)")),
            (.landlockScope, "landlock_scope", Localized(zh: "练习可以向自己以外的进程发信号", en: "the exercise can signal processes outside itself")),
            (.closedDescriptors, "descriptors", Localized(zh: "练习继承了批改进程的文件描述符", en: "the exercise inherits the grader's descriptors")),
        ]
        #elseif os(macOS)
        return [
            (.darwinProfile, "macos_profile", Localized(zh: "练习可以读取工作副本、写到自己的临时目录以外", en: "the exercise can read the checkout and write outside its temporary folder")),
            (.limits, "limits", Localized(zh: "练习的内存、文件大小和 CPU 时间不受限制", en: "the exercise's memory, file size and CPU time are not limited")),
            (.closedDescriptors, "descriptors", Localized(zh: "练习继承了批改进程的文件描述符", en: "the exercise inherits the grader's descriptors")),
        ]
        #else
        return [(.limits, "limits", Localized(zh: "练习的内存、文件大小和 CPU 时间不受限制", en: "the exercise's memory, file size and CPU time are not limited")),
                (.closedDescriptors, "descriptors", Localized(zh: "练习继承了批改进程的文件描述符", en: "the exercise inherits the grader's descriptors"))]
        #endif
    }

    /// `{"landlock":true,"seccomp":true,...}`, every protection this system could give.
    public var json: JSONValue {
        .object(Self.expected.map { ($0.key, .bool(contains($0.protection))) })
    }

    /// One line per protection that was off, saying what that leaves open; empty when none.
    public func offLines(_ language: Language) -> [String] {
        Self.expected.filter { !contains($0.protection) }.map { entry in
            language == .zh ? "沙箱：\(entry.key) 没有生效，\(entry.stops[language])。" : "sandbox: \(entry.key) is off, so \(entry.stops[language])."
        }
    }
}
