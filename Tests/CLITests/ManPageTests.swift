import Foundation
import Testing

/// The committed man page, docs/man/a11ysim.1, describes the binary as it
/// is: every command and every option name the binary's help lists is in
/// the page, and every option the page names is one the binary has. The
/// page is generated from the binary's help (`make man`), so a command or
/// option added, renamed or removed without regenerating it fails here.
@Suite struct ManPageTests {
    /// What the page is checked against, and how to bring it up to date.
    private static let remedy = "run `make man` and commit docs/man/a11ysim.1"

    /// A command of the help dump: its words (`a11ysim audit`) and the
    /// names of the options and flags its help shows (`--format`, `-o`).
    struct HelpCommand {
        var words: [String]
        var names: [String]
    }

    /// What `a11ysim --experimental-dump-help` lists: every command, and
    /// every help text (abstracts and discussions) in one string.
    struct HelpDump {
        var commands: [HelpCommand] = []
        var texts: [String] = []

        init(json: Data) throws {
            let root = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
            let command = try #require(root["command"] as? [String: Any], "the dump has no command")
            add(command, parents: [])
        }

        /// Adds `command` and its subcommands. Hidden arguments (the
        /// workers' internal options) are not in the help, so not in the page.
        private mutating func add(_ command: [String: Any], parents: [String]) {
            let words = parents + [command["commandName"] as? String ?? "?"]
            var names: [String] = []
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for key in ["abstract", "discussion"] { if let text = argument[key] as? String { texts.append(text) } }
                guard argument["shouldDisplay"] as? Bool ?? true else { continue }
                for name in argument["names"] as? [[String: Any]] ?? [] {
                    guard let kind = name["kind"] as? String, let text = name["name"] as? String else { continue }
                    names.append(kind == "long" ? "--" + text : "-" + text)
                }
            }
            for key in ["abstract", "discussion"] { if let text = command[key] as? String { texts.append(text) } }
            commands.append(HelpCommand(words: words, names: names))
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { add(subcommand, parents: words) }
        }
    }

    /// The man page's source, split where each subcommand's entry starts
    /// (`.It Em run`): the part before the first entry describes the
    /// command itself.
    struct ManPage {
        var lines: [String]

        init(text: String) {
            // Undo roff's escapes of the characters option names use.
            lines = text.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\e", with: "\\")
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }

        /// The subcommand names with an entry of their own.
        var entries: [String] {
            lines.compactMap { line in
                line.hasPrefix(".It Em ")
                    ? String(line.dropFirst(".It Em ".count)).split(separator: ",").first.map(String.init) : nil
            }
        }

        /// The lines of `words`' entry (the whole page before the first
        /// entry for the command itself, `words.count == 1`).
        func section(of words: [String]) -> ArraySlice<String> {
            let starts = lines.indices.filter { lines[$0].hasPrefix(".It Em ") }
            guard words.count > 1, let name = words.last else { return lines[..<(starts.first ?? lines.endIndex)] }
            guard
                let start = starts.first(where: {
                    lines[$0] == ".It Em " + name || lines[$0].hasPrefix(".It Em " + name + ",")
                })
            else { return [] }
            let end = starts.first { $0 > start } ?? lines.endIndex
            return lines[start..<end]
        }

        /// The option names the `Fl` macro sets in `lines` (`.It Fl o , -output Ar output`
        /// names `-o` and `--output`), each with its line number in the page.
        static func flags(in lines: ArraySlice<String>) -> [(name: String, line: Int)] {
            var found: [(name: String, line: Int)] = []
            for index in lines.indices where lines[index].hasPrefix(".") {
                let words = lines[index].split(separator: " ").map(String.init)
                var inFlag = false
                for word in words {
                    if word == "Fl" || word == ".Fl" {
                        inFlag = true
                    } else if word.range(of: #"^\.?[A-Z][a-z][a-z]?$"#, options: .regularExpression) != nil {
                        inFlag = false  // another macro (Ar, Ns, Op, …) ends the flags
                    } else if inFlag,
                        word.range(of: #"^-?[A-Za-z0-9][A-Za-z0-9-]*$"#, options: .regularExpression) != nil
                    {
                        found.append(("-" + word, index + 1))
                    }
                }
            }
            return found
        }

        /// Every long option the page names, set with `Fl` or written in
        /// its text (`--check` in a help text), with its line number.
        var longOptions: [(name: String, line: Int)] {
            var found = Self.flags(in: lines[...]).filter { $0.name.hasPrefix("--") }
            let pattern = try? NSRegularExpression(pattern: #"(?<![A-Za-z0-9-])--[a-z][a-z0-9-]*"#)
            for (index, line) in lines.enumerated() where !line.hasPrefix(".") {
                let range = NSRange(line.startIndex..., in: line)
                for match in pattern?.matches(in: line, range: range) ?? [] {
                    if let name = Range(match.range, in: line) { found.append((String(line[name]), index + 1)) }
                }
            }
            return found
        }
    }

    static func load() throws -> (HelpDump, ManPage) {
        let outcome = try A11ysimProcess.run(["--experimental-dump-help"])
        #expect(outcome.status == 0, "a11ysim --experimental-dump-help failed: \(outcome.stderr)")
        let dump = try HelpDump(json: Data(outcome.stdout.utf8))
        let page = try String(
            contentsOf: A11ysimProcess.packageRoot.appendingPathComponent("docs/man/a11ysim.1"), encoding: .utf8)
        return (dump, ManPage(text: page))
    }

    @Test func everySubcommandOfTheBinaryHasAnEntryInTheManPage() throws {
        let (dump, page) = try Self.load()
        let subcommands = dump.commands.filter { $0.words.count > 1 }.map { $0.words.joined(separator: " ") }
        #expect(subcommands.count >= 8)
        let entries = Set(page.entries)
        let missing = dump.commands.filter { $0.words.count > 1 && !entries.contains($0.words.last ?? "") }.map {
            $0.words.joined(separator: " ")
        }
        #expect(
            missing.isEmpty,
            "docs/man/a11ysim.1 has no entry for \(missing.map { "'\($0)'" }.joined(separator: ", ")); \(Self.remedy)")
        let known = Set(dump.commands.compactMap { $0.words.count > 1 ? $0.words.last : nil })
        let extra = page.entries.filter { !known.contains($0) }
        #expect(
            extra.isEmpty,
            "docs/man/a11ysim.1 describes commands the binary does not have: \(extra.joined(separator: ", ")); \(Self.remedy)"
        )
    }

    @Test func everyOptionOfEveryCommandIsInItsManPageEntry() throws {
        let (dump, page) = try Self.load()
        #expect(dump.commands.flatMap(\.names).count >= 40)
        var missing: [String] = []
        for command in dump.commands {
            let named = Set(ManPage.flags(in: page.section(of: command.words)).map(\.name))
            for name in command.names where !named.contains(name) {
                missing.append(command.words.joined(separator: " ") + " " + name)
            }
        }
        #expect(
            missing.isEmpty,
            "docs/man/a11ysim.1 lacks these options of the binary: \(missing.map { "'\($0)'" }.joined(separator: ", ")); \(Self.remedy)"
        )
    }

    @Test func everyOptionTheManPageNamesIsInTheBinarysHelp() throws {
        let (dump, page) = try Self.load()
        let help = Set(dump.commands.flatMap(\.names))
        let helpText = dump.texts.joined(separator: "\n")
        let unknown = page.longOptions.filter { option in
            !help.contains(option.name)
                && helpText.range(of: #"(?<![A-Za-z0-9-])\#(option.name)(?![A-Za-z0-9-])"#, options: .regularExpression)
                    == nil
        }
        let listed = unknown.map { "'\($0.name)' (line \($0.line))" }
        #expect(
            unknown.isEmpty,
            "docs/man/a11ysim.1 names options the binary's help does not have: \(listed.joined(separator: ", ")); \(Self.remedy)"
        )
    }
}
