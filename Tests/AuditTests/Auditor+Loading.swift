import AppSpec
import Audit
import Inputs

extension Auditor {
    /// Loads the input at `path` through the input pipeline, as the
    /// commands do, and crawls it.
    func audit(path: String) async throws -> FileAudit {
        let input = try await InputLoader().load(path)
        return await audit(spec: input.spec, file: path)
    }
}
