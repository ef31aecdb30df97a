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
    /// Its folder a bounded file system of its own; without it the folder is read-only, so
    /// nothing is left open and no warning is due.
    public static let privateFolder = SandboxProtections(rawValue: Int32(RXSB_PRIVATE_FOLDER))
    /// The same addresses on every run: nothing can be drawn from where objects lie (random
    /// numbers themselves are refused by the source rules; the runtime's backtracer needs them).
    public static let fixedLayout = SandboxProtections(rawValue: Int32(RXSB_FIXED_LAYOUT))

    /// Each protection this system's launcher can give, its JSON key, and what it stops.
    static var expected: [(protection: SandboxProtections, key: String, stops: Localized)] {
        #if os(Linux)
        return [
            (.landlock, "landlock", wording("sandbox.stops.files")),
            (.seccomp, "seccomp", wording("sandbox.stops.calls")),
            (.subreaper, "subreaper", wording("sandbox.stops.outliving")),
            (.pidNamespace, "pid_namespace", wording("sandbox.stops.process-count")),
            (.limits, "limits", wording("sandbox.stops.resources")),
            (.landlockNetwork, "landlock_network", wording("sandbox.stops.tcp")),
            (.landlockScope, "landlock_scope", wording("sandbox.stops.signals")),
            (.closedDescriptors, "descriptors", wording("sandbox.stops.descriptors")),
            (.fixedLayout, "fixed_layout", wording("sandbox.stops.layout")),
        ]
        #elseif os(macOS)
        return [
            (.darwinProfile, "macos_profile", wording("sandbox.stops.files")),
            (.limits, "limits", wording("sandbox.stops.resources")),
            (.closedDescriptors, "descriptors", wording("sandbox.stops.descriptors")),
        ]
        #else
        return [(.limits, "limits", wording("sandbox.stops.resources")),
                (.closedDescriptors, "descriptors", wording("sandbox.stops.descriptors"))]
        #endif
    }

    /// `{"landlock":true,"seccomp":true,...}`, every protection this system could give.
    public var json: JSONValue {
        .object(Self.expected.map { ($0.key, .bool(contains($0.protection))) })
    }

    /// One line per protection that was off, saying what that leaves open; empty when none.
    public func offLines(_ language: Language) -> [String] {
        Self.expected.filter { !contains($0.protection) }.map { entry in
            wording("sandbox.off", entry.key, entry.stops)[language]
        }
    }
}
