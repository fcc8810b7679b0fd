internal import Diagnostics
internal import Dispatch
internal import Foundation

/// Files parsed on every core: each file is read and parsed on its own,
/// and the results come back in the order of the paths, so what is read
/// is the same however the work was shared.
enum ParsedFiles {
    /// Each path read and parsed, in the order given.
    static func parse(_ paths: [String]) -> [Result<SwiftSourceFile, DiagnosticGroup>] {
        guard paths.count > 1 else { return paths.map(parseOne) }
        let results = Results(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            results.set(index, parseOne(paths[index]))
        }
        return results.values
    }

    private static func parseOne(_ path: String) -> Result<SwiftSourceFile, DiagnosticGroup> {
        Result { () throws(DiagnosticGroup) in try SwiftSourceFile(path: path) }
    }

    /// Slots for the results, each written once by the worker that parsed it.
    private final class Results: @unchecked Sendable {
        private var slots: [Result<SwiftSourceFile, DiagnosticGroup>?]
        private let lock = NSLock()

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ result: Result<SwiftSourceFile, DiagnosticGroup>) {
            lock.withLock { slots[index] = result }
        }

        var values: [Result<SwiftSourceFile, DiagnosticGroup>] {
            lock.withLock { slots.map { $0! } }
        }
    }
}
