internal import AppSpec
internal import Foundation
internal import ScenarioYAML

/// The session written as a scenario: the app definition from the source
/// file, then every command performed, each followed by an `expect` with
/// what was focused and spoken, so `a11ysim run` replays and checks it.
public struct SessionRecording: Sendable {
    /// One recorded command.
    struct Entry: Sendable {
        var steps: [String]
        var focus: String?
        var focusIsNull: Bool
        var speech: String?
        var announced: String?
        var earcons: [String]
    }

    /// The scenario file's text: the copy of an imported app.
    let source: String
    /// For an imported input (a storyboard, a capture): the top of a
    /// scenario at the given path that names the input instead of copying
    /// it, so the recording follows the app's edits (the reference form).
    let reference: (@Sendable (_ outputPath: String) -> String?)?
    /// Where the scenario the session started from is, when it started
    /// from a scenario file: the files it names are rewritten relative to
    /// where the recording is saved.
    let sourcePath: String?
    /// Whether the scenario's own steps ran first (`--replay`) and so stay.
    var keepsScenarioSteps = false
    private(set) var entries: [Entry] = []

    init(source: String, reference: (@Sendable (_ outputPath: String) -> String?)? = nil, sourcePath: String? = nil) {
        self.source = source
        self.reference = reference
        self.sourcePath = sourcePath
    }

    /// Which form a recording written at `path` takes, for the message
    /// after it is saved.
    public func formNote(writtenTo path: String) -> String {
        guard reference?(path) != nil else { return "" }
        return " It names the imported file (the reference form), so its runs follow the file's edits."
    }

    /// The number of commands recorded.
    public var count: Int { entries.count }

    mutating func append(
        steps: [String], focus: String?, focusIsNull: Bool, speech: String?, announced: String?, earcons: [String]
    ) {
        entries.append(
            Entry(
                steps: steps, focus: focus, focusIsNull: focusIsNull, speech: speech, announced: announced,
                earcons: earcons))
    }

    /// The scenario text, to be written at `path` (`nil`: the copy form).
    public func text(writtenTo path: String? = nil) throws(ReplError) -> String {
        var start = path.flatMap { reference?($0) } ?? source
        if reference == nil, let sourcePath, let path {
            start = ScenarioPaths.relocated(source, from: sourcePath, to: path)
        }
        var lines = start.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        let block = Self.stepsBlock(in: lines)
        var indent = "  "
        var head = lines
        var tail: [String] = []
        if let block {
            head = Array(lines[..<block.lowerBound])
            tail = Array(lines[block.upperBound...])
            if keepsScenarioSteps {
                let header = lines[block.lowerBound]
                let afterColon = header.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
                guard afterColon.isEmpty || afterColon.hasPrefix("#") else {
                    throw .cannotSave(
                        "The scenario's steps are written on one line ([…]); write them as a block list (one '- step' per line) to record after --replay."
                    )
                }
                head = Array(lines[..<block.upperBound])
                if let item = lines[block].first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("-") }) {
                    indent = String(item.prefix { $0 == " " })
                }
            }
        }
        while head.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { head.removeLast() }
        var out = head
        if block == nil || !keepsScenarioSteps {
            out.append(entries.isEmpty ? "steps: []" : "steps:")
        }
        out.append("\(indent)# Recorded by a11ysim repl: each command, then what VoiceOver focused and said.")
        for entry in entries {
            for step in entry.steps { out.append("\(indent)- \(step)") }
            var expect: [ExpectationSpec] = []
            if entry.focus != nil || entry.focusIsNull { expect.append(ExpectationSpec(kind: .focus(entry.focus))) }
            expect.append(ExpectationSpec(kind: .speech(entry.speech)))
            if let announced = entry.announced { expect.append(ExpectationSpec(kind: .announced(announced))) }
            if !entry.earcons.isEmpty { expect.append(ExpectationSpec(kind: .earcons(entry.earcons))) }
            out.append("\(indent)- \(StepWriter.line(.expect(expect)))")
        }
        if !tail.isEmpty { out += [""] + tail }
        return out.joined(separator: "\n") + "\n"
    }

    /// Writes the scenario to `path`, never over an existing file unless
    /// `force`; atomically (a temporary file renamed into place).
    public func write(to path: String, force: Bool) throws(ReplError) {
        if !force, FileManager.default.fileExists(atPath: path) {
            throw .cannotSave("'\(path)' already exists; add --force to overwrite it.")
        }
        let text = try text(writtenTo: path)
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .cannotSave("Cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    /// The lines of the top-level `steps:` block: its key line up to the
    /// next top-level key.
    static func stepsBlock(in lines: [String]) -> Range<Int>? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("steps:") || $0.hasPrefix("steps :") }) else {
            return nil
        }
        var end = start + 1
        while end < lines.count {
            let line = lines[end]
            if let first = line.first, first != " ", first != "-", first != "#", first != "\t" { break }
            end += 1
        }
        // Blank lines and comments after the last step belong to what follows.
        while end > start + 1,
            lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty || lines[end - 1].hasPrefix("#")
        { end -= 1 }
        return start..<end
    }
}
