internal import Foundation

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The launches of a file split into parts, claimed by whichever process
/// reaches each first: a folder all the processes share, where claiming a
/// launch is creating its file, which only one process can do. A process
/// that drew a quick launch takes the next one sooner, so the parts end
/// together however uneven the launches are; each launch runs the same in
/// any process, so the merged audit does not depend on who claimed what.
public struct LaunchClaims: Sendable {
    /// The shared folder.
    public let folder: String

    /// Claims in `folder`, made by the process that deals the parts.
    public init(folder: String) {
        self.folder = folder
    }

    /// A new, empty folder for the claims of one audit.
    static func make() -> LaunchClaims? {
        var template = Array((NSTemporaryDirectory() + "/a11ysim-claims-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        return LaunchClaims(folder: String(cString: made))
    }

    /// Claims the launch at `position` of the file whose parts begin at unit
    /// `file`: `true` when this process claimed it, `false` when another
    /// did, `nil` when the folder cannot say (the caller falls back to the
    /// part's own share).
    func claim(file: Int, position: Int) -> Bool? {
        let descriptor = open(folder + "/\(file).\(position)", O_CREAT | O_EXCL | O_WRONLY, 0o600)
        guard descriptor >= 0 else { return errno == EEXIST ? false : nil }
        close(descriptor)
        return true
    }

    /// Removes the folder and its claims.
    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
