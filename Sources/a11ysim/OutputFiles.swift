import ArgumentParser
import Foundation

/// Writing reports and snapshots.
enum OutputFiles {
    /// Writes `text` (`what` in the error) to a temporary file beside
    /// `path`, then renames it over.
    static func writeAtomically(_ text: String, to path: String, what: String = "the report") throws {
        try writeAtomically(data: Data(text.utf8), to: path, what: what)
    }

    /// Writes `data` the same way.
    static func writeAtomically(data: Data, to path: String, what: String = "the report") throws {
        let url = URL(fileURLWithPath: path)
        // A device or a pipe (`--output /dev/null`, `/dev/stdout`) is written
        // to, never renamed over: an atomic write would replace the device
        // with a regular file.
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG, (status.st_mode & S_IFMT) != S_IFDIR {
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw ValidationError("Cannot write \(what) to '\(path)': it cannot be opened for writing")
            }
            handle.write(data)
            try? handle.close()
            return
        }
        do {
            // `--output build/report.xml` on a fresh checkout: make `build/` first.
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw ValidationError("Cannot write \(what) to '\(path)': \(error.localizedDescription)")
        }
    }
}
