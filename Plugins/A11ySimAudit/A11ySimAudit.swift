import Foundation
import PackagePlugin

/// `swift package a11ysim audit`: audits the package's SwiftUI targets with the
/// a11ysim executable (built from this package) and writes every report under
/// `.build` (the plugin's work folder), as `a11ysim audit --output-dir` does.
///
/// Usage: `swift package a11ysim [audit] [--target NAME …] [a11ysim audit options…]`.
/// Without `--target` every source target (tests left out) with a Swift file that
/// imports SwiftUI is audited. Options the plugin does not take are passed to
/// `a11ysim audit` as they are (`--fail-on`, `--baseline`, `--jobs`, `--format`…);
/// with `--output` or `--output-dir` the reports go where they say instead.
@main
struct A11ySimAudit: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        if let first = arguments.first, !first.hasPrefix("-") {
            guard first == "audit" else { throw PluginFailure.notAudit(first) }
            arguments.removeFirst()
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.usage)
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let targets = try Self.targets(of: context.package, named: named)
        let root = context.package.directoryURL.standardizedFileURL
        let folders = targets.map { Self.relative($0.directoryURL, to: root) }
        var command = ["audit"] + folders + passed
        let reports = context.pluginWorkDirectoryURL.appending(path: "audit")
        let choosesOutput = passed.contains { $0 == "--output" || $0 == "--output-dir" || $0.hasPrefix("--output=") }
        if !choosesOutput { command += ["--output-dir", reports.path] }
        print("a11ysim: auditing \(targets.map(\.name).joined(separator: ", ")) (\(folders.joined(separator: ", ")))")
        let status = try Self.run(context.tool(named: "a11ysim").url, command, in: root)
        switch status {
        case 0: break
        case 1: throw PluginFailure.violations(choosesOutput ? nil : reports.path)
        default: throw PluginFailure.input(status)
        }
    }

    static let usage = """
        USAGE: swift package a11ysim [audit] [--target <name> ...] [<a11ysim audit options> ...]

        Audits the package's SwiftUI targets (every source target with a file that imports
        SwiftUI, or those named with --target) with a11ysim and writes the reports
        (audit.txt, .json, .junit.xml, .sarif, .md, .html) under .build, in the plugin's
        work folder. Any other option is given to `a11ysim audit` (see `a11ysim audit --help`):
        --fail-on, --baseline, --jobs, --format, --output, --output-dir, --config…
        Exit status: 0 passed, non-zero when a11ysim found new violations or could not read a target.
        """

    /// The targets named, or every non-test Swift source target that imports SwiftUI.
    static func targets(of package: Package, named: [String]) throws -> [any SourceModuleTarget] {
        if !named.isEmpty {
            return try package.targets(named: named).map { target in
                guard let source = target as? any SourceModuleTarget else { throw PluginFailure.notSource(target.name) }
                return source
            }
        }
        let found = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { target in
            target.kind != .test && target.sourceFiles(withSuffix: ".swift").contains { importsSwiftUI($0.url) }
        }
        guard !found.isEmpty else { throw PluginFailure.noSwiftUI(package.displayName) }
        return found
    }

    /// Whether the Swift file has an `import SwiftUI` line (with any attributes or access level before it).
    static func importsSwiftUI(_ file: URL) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.split(whereSeparator: \.isNewline).contains { line in
            let words = line.split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("@") }
            guard let at = words.firstIndex(of: "import"), at + 1 < words.count else { return false }
            let modifiers: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
            return words[..<at].allSatisfy(modifiers.contains) && words[at + 1] == "SwiftUI"
        }
    }

    /// `url`'s path relative to `root` when it is inside it, so reports name files as the package does.
    static func relative(_ url: URL, to root: URL) -> String {
        let path = url.standardizedFileURL.path
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Runs the tool in `folder` with the plugin's standard output and error; its exit status.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}

/// Why the plugin stopped, as SwiftPM prints it.
enum PluginFailure: Error, CustomStringConvertible {
    case notAudit(String)
    case notSource(String)
    case noSwiftUI(String)
    case violations(String?)
    case input(Int32)

    var description: String {
        switch self {
        case .notAudit(let word):
            "the plugin runs 'audit' only, not '\(word)'; run other commands with the tool: swift run a11ysim \(word)"
        case .notSource(let name):
            "the target '\(name)' has no sources to audit"
        case .noSwiftUI(let package):
            "no target of '\(package)' imports SwiftUI; name the targets to audit with --target"
        case .violations(let reports?):
            "a11ysim found new accessibility violations (the reports are in \(reports))"
        case .violations(nil):
            "a11ysim found new accessibility violations"
        case .input(let status):
            "a11ysim could not audit the targets (exit \(status)); its message is above"
        }
    }
}
