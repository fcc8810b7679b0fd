internal import Diagnostics
internal import Foundation
internal import Scenarios

extension ReplInstruction {
    /// Typed commands and their scenario steps. Anything else is tried as
    /// a scenario step written in YAML (`rotor: headings`, `wait: 2`).
    static let aliases: [String: String] = [
        "next": "swipeRight", "n": "swipeRight", "previous": "swipeLeft", "prev": "swipeLeft",
        "activate": "doubleTap", "tap": "doubleTap", "up": "swipeUp", "down": "swipeDown",
        "increment": "swipeUp", "decrement": "swipeDown", "first": "fourFingerTapTop", "last": "fourFingerTapBottom",
        "pause": "twoFingerTap", "resume": "twoFingerTap", "relaunch": "relaunch", "readall": "readAll",
        "readfromhere": "readFromHere", "magictap": "magicTap", "escape": "escape", "esc": "escape",
    ]

    /// Every word a typed line may start with, for "did you mean".
    static var words: [String] {
        Array(aliases.keys) + ["scroll", "rotate", "device", "announce", "post", "focus", "action", "actions", "rotor",
            "heading", "tree", "trace", "events", "save", "help", "quit", "exit", "stop"] + ScenarioLoader.stepNames.sorted()
    }

    /// Parses one typed line (with or without a leading `:`). Returns nil
    /// for a blank line; throws ``ReplError/unknownCommand(_:hint:)`` when
    /// the line is neither a command nor a valid scenario step.
    public static func parse(_ line: String) throws(ReplError) -> ReplInstruction? {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix(":") { text.removeFirst() }
        text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        let word = parts[0].lowercased()
        let rest = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        func argument(_ usage: String) throws(ReplError) -> String {
            guard !rest.isEmpty else { throw .badArguments("'\(word)' needs \(usage)") }
            return rest
        }
        if rest.isEmpty, let step = aliases[word.replacingOccurrences(of: " ", with: "")] { return .step(step) }
        switch word {
        case "read" where ["all", "from here"].contains(rest.lowercased()):
            return .step(rest.lowercased() == "all" ? "readAll" : "readFromHere")
        case "magic" where rest.lowercased() == "tap": return .step("magicTap")
        case "scroll": return .step("scroll: \(try argument("up, down, left or right").lowercased())")
        case "rotate": return .step("rotate: \(try argument("landscape or portrait").lowercased())")
        case "device": return .step("device: \(try argument("iphone or ipad").lowercased())")
        case "focus": return .step("focus: \(Self.quoted(try argument("a view id")))")
        case "action": return .step("action: \(Self.quoted(try argument("a custom action name")))")
        case "actions": return .listActions
        case "announce": return .step("do: [{announce: \(Self.quoted(try argument("the text to announce")))}]")
        case "post": return try post(argument("a notification: screenChanged, layoutChanged or pageScrolled"))
        case "rotor" where ["next", "previous"].contains(rest.lowercased()): return .rotor(forward: rest.lowercased() == "next")
        case "heading" where ["next", "previous"].contains(rest.lowercased()): return .heading(forward: rest.lowercased() == "next")
        case "tree": return .tree
        case "trace": return .trace
        case "events": return .events
        case "help", "?": return .help
        case "quit", "exit", "q": return .quit
        case "stop": return .stopSpeech
        case "save":
            var words = try argument("a file name").split(separator: " ").map(String.init)
            let force = words.contains("--force")
            words.removeAll { $0 == "--force" }
            guard let path = words.first, words.count == 1 else { throw .badArguments("'save' takes one file name and optionally --force") }
            return .save(path: path, force: force)
        default:
            break
        }
        let stepWord = String(text.prefix { $0 != ":" && $0 != " " })
        if ScenarioLoader.stepNames.contains(stepWord) || text.hasPrefix("- ") || text.hasPrefix("[") { return .steps([text]) }
        throw .unknownCommand(word, hint: Suggestions.hint(for: word, among: words))
    }

    private static func post(_ text: String) throws(ReplError) -> ReplInstruction {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        let names = ["screenChanged", "layoutChanged", "pageScrolled"]
        guard let name = names.first(where: { $0.lowercased() == parts[0].lowercased() }) else {
            throw .badArguments("'\(parts[0])' is not a notification; use screenChanged, layoutChanged or pageScrolled"
                + (Suggestions.hint(for: parts[0], among: names).map { "; \($0)" } ?? ""))
        }
        let argument = parts.count > 1 ? parts[1] : nil
        if name == "pageScrolled" {
            return .step("do: [{pageScrolled: \(quoted(argument ?? ""))}]")
        }
        return .step("do: [{\(name): \(argument.map(quoted) ?? "null")}]")
    }

    /// `text` as a YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += String(format: "\\x%02X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
