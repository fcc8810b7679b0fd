import Foundation
import PackagePlugin

/// `swift package a11ysim audit`: audits the package's SwiftUI targets with the
/// a11ysim executable (built from this package) and writes every report under
/// `.build` (the plugin's work folder), as `a11ysim audit --output-dir` does.
///
/// Usage: `swift package a11ysim [audit] [--target NAME …] [a11ysim audit options…]`.
/// Without `--target` every source target (tests left out) with a Swift file that
/// imports SwiftUI is audited. Options the plugin does not take are passed to
/// `a11ysim audit` as they are (`--fail-on`, `--baseline`, `--jobs`…); with `--format`,
/// `--output` or `--output-dir` the audit prints or writes as the executable does instead.
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
        let tool = try context.tool(named: "a11ysim").url
        let root = context.package.directoryURL.standardizedFileURL
        // What answers without auditing (the rules, the version) goes to the tool alone.
        if arguments.contains("--list-rules") || arguments.contains("--version") {
            let status = try Self.run(tool, ["audit"] + arguments, in: root)
            if status != 0 { throw PluginFailure.input(status) }
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let passed = extractor.remainingArguments
        let targets: [any SourceModuleTarget]
        do {
            targets = try Self.targets(of: context.package, named: named)
        } catch PluginFailure.noSwiftUI(let package) where passed.contains("--allow-empty") {
            print("a11ysim: no target of '\(package)' imports SwiftUI; nothing to audit (--allow-empty)")
            return
        }
        let folders = targets.map { Self.relative($0.directoryURL, to: root) }
        // The reports go under .build unless the options say where they go (or print a format).
        let reports = context.pluginWorkDirectoryURL.appending(path: "audit")
        let writesItsOwn = passed.contains { Self.outputOptions.contains(Self.optionName($0)) }
        var command = ["audit"] + folders + passed
        if !writesItsOwn {
            try? FileManager.default.removeItem(at: reports)
            command += ["--output-dir", reports.path]
        }
        print("a11ysim: auditing \(targets.map(\.name).joined(separator: ", ")) (\(folders.joined(separator: ", ")))")
        let status = try Self.run(tool, command, in: root)
        if status == 1, !writesItsOwn { Self.sayViolations(in: reports.appending(path: "audit.txt"), root: root) }
        switch status {
        case 0: break
        case 1: throw PluginFailure.violations(writesItsOwn ? nil : reports.path)
        default: throw PluginFailure.input(status)
        }
    }

    /// The options after which the audit writes where the user says, or prints a format, instead of the plugin's folder.
    static let outputOptions: Set<String> = ["--output", "--output-dir", "--format"]

    /// `--name` of `--name=value` or `--name`.
    static func optionName(_ argument: String) -> String {
        argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
    }

    /// Each new violation of the text report as a warning at its file and line, which SwiftPM
    /// (and Xcode) show where the code is; at most 50, then how many more.
    static func sayViolations(in report: URL, root: URL) {
        guard let text = try? String(contentsOf: report, encoding: .utf8) else { return }
        let violations = text.split(separator: "\n").compactMap { Violation(line: $0) }
        for violation in violations.prefix(50) {
            // SwiftPM's console leaves a plugin diagnostic's place out: the message starts with it too.
            Diagnostics.warning(
                "\(violation.place): \(violation.message)", file: root.appending(path: violation.file).path,
                line: violation.line)
        }
        if violations.count > 50 { print("a11ysim: \(violations.count - 50) more violations in \(report.path)") }
    }

    static let usage = """
        USAGE: swift package a11ysim [audit] [--target <name> ...] [<a11ysim audit options> ...]

        Audits the package's SwiftUI targets (every source target with a file that imports
        SwiftUI, or those named with --target) with a11ysim. Without --format, --output or
        --output-dir the reports (audit.txt, .json, .junit.xml, .sarif, .md, .html) go under
        .build, in the plugin's work folder, and each new violation is shown at its line.
        Every other option goes to `a11ysim audit` as it is; the common ones:
          --fail-on <impact>       fail on new violations of minor, moderate, serious (default) or critical
          --baseline <file>        suppress the findings listed there; --update-baseline writes it
          --format <format>        text, json, junit, sarif, markdown, html or github, printed
                                   (github: workflow annotations) unless --output or --output-dir
          --output <file>          --output-dir <folder>     where the reports go instead
          --config <file>          settings (default: .a11ysim.yml at the package's top)
          --jobs <n>               files audited at once
          --allow-empty            pass when no target imports SwiftUI
          --list-rules             the rules, with their impact
        Exit status: 0 passed; non-zero when a11ysim found new violations at --fail-on or above
        (the message says so) or could not audit a target (the message says why).
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
            "a11ysim could not audit the targets (exit \(status)); see its message"
        }
    }
}

/// A new violation as the text report writes it:
/// `    violation critical interactive-name: The button … has no label.  Sources/App/View.swift:12:13`.
struct Violation {
    var message: String
    var file: String
    var line: Int
    /// `file:line:column`, as the report writes it.
    var place: String

    init?(line text: Substring) {
        let trimmed = text.drop { $0 == " " }
        guard trimmed.hasPrefix("violation "), let gap = trimmed.range(of: "  ", options: .backwards) else {
            return nil
        }
        let place = trimmed[gap.upperBound...].split(separator: ":")
        guard place.count >= 2, let number = Int(place[1]) else { return nil }
        message = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 10)..<gap.lowerBound])
        file = String(place[0])
        line = number
        self.place = String(trimmed[gap.upperBound...])
    }
}
