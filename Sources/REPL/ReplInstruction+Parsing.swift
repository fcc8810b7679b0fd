internal import AppModel
internal import AppSpec
internal import Diagnostics
internal import Foundation
internal import ScenarioYAML
internal import VoiceOver

extension ReplInstruction {
    /// Typed commands and their scenario steps. Anything else is tried as
    /// a scenario step written in YAML (`rotor: headings`, `wait: 2`).
    static let aliases: [String: StepSpec] = [
        "next": .gesture(.swipeRight), "n": .gesture(.swipeRight), "previous": .gesture(.swipeLeft),
        "prev": .gesture(.swipeLeft),
        "activate": .gesture(.doubleTap), "tap": .gesture(.doubleTap), "up": .gesture(.swipeUp),
        "down": .gesture(.swipeDown),
        "increment": .gesture(.swipeUp), "decrement": .gesture(.swipeDown), "first": .gesture(.fourFingerTapTop),
        "last": .gesture(.fourFingerTapBottom), "pause": .gesture(.twoFingerTap), "resume": .gesture(.twoFingerTap),
        "relaunch": StepSpec(kind: .relaunch), "readall": .gesture(.readAll), "readfromhere": .gesture(.readFromHere),
        "magictap": .gesture(.magicTap), "escape": .gesture(.escape), "esc": .gesture(.escape),
    ]

    /// Every word a typed line may start with, for "did you mean".
    static var words: [String] {
        Array(aliases.keys) + [
            "scroll", "rotate", "device", "announce", "post", "focus", "action", "actions", "rotor",
            "heading", "tree", "trace", "events", "save", "help", "quit", "exit", "stop", "type", "delete", "return",
            "clear", "hide",
        ] + ScenarioLoader.stepNames.sorted()
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
        if aliases[word] != nil {
            // `activate Save` is not "an unknown command, did you mean activate".
            throw .badValue(
                "'\(word)' takes no argument; it acts on the element VoiceOver is on "
                    + "(move there first, e.g. :focus \(rest), then :\(word))")
        }
        switch word {
        case "read" where ["all", "from here"].contains(rest.lowercased()):
            return .gesture(rest.lowercased() == "all" ? .readAll : .readFromHere)
        case "magic" where rest.lowercased() == "tap": return .gesture(.magicTap)
        case "scroll":
            return .gesture(.scroll(try choice(word, argument("up, down, left or right"), as: ScrollDirection.self)))
        case "rotate":
            return .step(
                StepSpec(kind: .rotate(try choice(word, argument("landscape or portrait"), as: Orientation.self))))
        case "device":
            return .step(StepSpec(kind: .device(try choice(word, argument("iphone or ipad"), as: Device.self))))
        case "focus": return .step(.focus(try argument("a view id")))
        case "action": return .gesture(.action(try argument("a custom action name")))
        case "actions": return .listActions
        case "announce": return .step(.perform([.announce(try argument("the text to announce"))]))
        case "post": return try post(argument("a notification: screenChanged, layoutChanged or pageScrolled"))
        case "rotor" where ["next", "previous"].contains(rest.lowercased()):
            return .rotor(forward: rest.lowercased() == "next")
        case "heading" where ["next", "previous"].contains(rest.lowercased()):
            return .heading(forward: rest.lowercased() == "next")
        case "tree": return .tree
        case "trace": return .trace
        case "events": return .events
        case "help", "?": return .help
        case "type": return .step(StepSpec(kind: .edit(.type(try argument("the text to type")))))
        case "delete":
            guard !rest.isEmpty else { return .step(StepSpec(kind: .edit(.delete(1)))) }
            guard let count = Int(rest), (1...10_000).contains(count) else {
                throw .badArguments("'delete' takes a count from 1 to 10000")
            }
            return .step(StepSpec(kind: .edit(.delete(count))))
        case "return" where rest.isEmpty: return .step(StepSpec(kind: .edit(.returnKey)))
        case "clear" where rest.isEmpty, "cleartext" where rest.isEmpty: return .step(StepSpec(kind: .edit(.clearText)))
        case "hide" where rest.lowercased() == "keyboard", "dismisskeyboard" where rest.isEmpty:
            return .step(StepSpec(kind: .edit(.dismissKeyboard)))
        case "quit", "exit", "q": return .quit
        case "stop": return .stopSpeech
        case "save":
            var words = try argument("a file name").split(separator: " ").map(String.init)
            let force = words.contains("--force")
            words.removeAll { $0 == "--force" }
            guard let path = words.first, words.count == 1 else {
                throw .badArguments("'save' takes one file name and optionally --force")
            }
            return .save(path: path, force: force)
        default:
            break
        }
        let stepWord = String(text.prefix { $0 != ":" && $0 != " " })
        if ScenarioLoader.stepNames.contains(stepWord) || text.hasPrefix("- ") || text.hasPrefix("[") {
            return .typed(text)
        }
        throw .unknownCommand(word, hint: Suggestions.hint(for: word, among: words))
    }

    private static func post(_ text: String) throws(ReplError) -> ReplInstruction {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        let names = ["screenChanged", "layoutChanged", "pageScrolled"]
        guard let name = names.first(where: { $0.lowercased() == parts[0].lowercased() }) else {
            throw .badArguments(
                "'\(parts[0])' is not a notification; use screenChanged, layoutChanged or pageScrolled"
                    + (Suggestions.hint(for: parts[0], among: names).map { "; \($0)" } ?? ""))
        }
        let argument = parts.count > 1 ? parts[1] : nil
        let action: ActionSpec.Kind
        switch name {
        case "pageScrolled": action = .pageScrolled(argument ?? "")
        case "screenChanged": action = .screenChanged(argument.map { .element($0) } ?? .none)
        default: action = .layoutChanged(argument.map { .element($0) } ?? .none)
        }
        return .step(.perform([ActionSpec(kind: action)]))
    }

    /// `text` as one value of `T`, lower-cased, with a hint for near misses.
    private static func choice<T: RawRepresentable & CaseIterable>(
        _ word: String, _ text: String, as type: T.Type
    ) throws(ReplError) -> T
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        if let value = T.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) { return value }
        throw .badValue(
            "\(word) must be one of \(names.joined(separator: ", ")), not '\(text)'"
                + (Suggestions.hint(for: text, among: names).map { "; \($0)" } ?? ""))
    }
}
