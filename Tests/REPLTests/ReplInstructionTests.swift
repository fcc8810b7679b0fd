import Testing
@testable import REPL

@Suite("Reading typed REPL commands")
struct ReplInstructionTests {
    @Test(arguments: [
        ("next", ReplInstruction.steps(["swipeRight"])), ("previous", .steps(["swipeLeft"])), (":activate", .steps(["doubleTap"])),
        ("escape", .steps(["escape"])), ("magicTap", .steps(["magicTap"])), ("magic tap", .steps(["magicTap"])),
        ("scroll down", .steps(["scroll: down"])), ("up", .steps(["swipeUp"])), ("first", .steps(["fourFingerTapTop"])),
        ("read all", .steps(["readAll"])), ("read from here", .steps(["readFromHere"])), ("pause", .steps(["twoFingerTap"])),
        (":rotate landscape", .steps(["rotate: landscape"])), (":device ipad", .steps(["device: ipad"])),
        (":announce Saved", .steps(["do: [{announce: \"Saved\"}]"])),
        (":post layoutChanged", .steps(["do: [{layoutChanged: null}]"])),
        (":post screenChanged title", .steps(["do: [{screenChanged: \"title\"}]"])),
        (":post pageScrolled Page 2 of 3", .steps(["do: [{pageScrolled: \"Page 2 of 3\"}]"])),
        (":relaunch", .steps(["relaunch"])), (":focus wifi", .steps(["focus: \"wifi\""])),
        ("action Delete", .steps(["action: \"Delete\""])), ("actions", .listActions),
        ("rotor next", .rotor(forward: true)), ("heading previous", .heading(forward: false)),
        (":tree", .tree), (":trace", .trace), (":events", .events), (":help", .help), (":quit", .quit), ("q", .quit),
        (":save out.yaml", .save(path: "out.yaml", force: false)), (":save out.yaml --force", .save(path: "out.yaml", force: true)),
        ("rotor: headings", .steps(["rotor: headings"])), ("wait: 2", .steps(["wait: 2"])), ("swipeRight", .steps(["swipeRight"])),
    ])
    func linesBecomeInstructions(line: String, instruction: ReplInstruction) throws {
        #expect(try ReplInstruction.parse(line) == instruction)
    }

    @Test func blankLinesAndCommentsAreSkipped() throws {
        #expect(try ReplInstruction.parse("   ") == nil)
        #expect(try ReplInstruction.parse("# a comment") == nil)
        #expect(try ReplInstruction.parse(":") == nil)
    }

    @Test func aMistypedCommandSuggestsTheClosestOne() {
        #expect(throws: ReplError.unknownCommand("nxt", hint: "did you mean 'next'?")) { try ReplInstruction.parse("nxt") }
        #expect((try? ReplInstruction.parse("nxt")) == nil)
        let message = ReplError.unknownCommand("nxt", hint: "did you mean 'next'?").description
        #expect(message == "Unknown command 'nxt'; did you mean 'next'?")
    }

    @Test func aCommandWithoutItsArgumentSaysWhatIsMissing() {
        #expect(throws: ReplError.badArguments("'rotate' needs landscape or portrait")) { try ReplInstruction.parse(":rotate") }
        #expect(ReplError.badArguments("'rotate' needs landscape or portrait").description == "The command is incomplete: 'rotate' needs landscape or portrait.")
    }

    @Test func anUnknownNotificationIsRefusedWithASuggestion() {
        #expect(throws: ReplError.badArguments("'layoutChange' is not a notification; use screenChanged, layoutChanged or pageScrolled; did you mean 'layoutChanged'?")) {
            try ReplInstruction.parse(":post layoutChange")
        }
    }

    @Test func quotedTextIsValidYAML() {
        #expect(ReplInstruction.quoted("He said \"hi\"\\\n") == "\"He said \\\"hi\\\"\\\\\\n\"")
    }
}

@Suite("What each key does")
struct KeyBindingsTests {
    @Test(arguments: [
        (Key.right, ReplInstruction.steps(["swipeRight"])), (.left, .steps(["swipeLeft"])), (.enter, .steps(["doubleTap"])),
        (.space, .steps(["doubleTap"])), (.escape, .steps(["escape"])), (.character("m"), .steps(["magicTap"])),
        (.up, .steps(["swipeUp"])), (.down, .steps(["swipeDown"])), (.shiftUp, .steps(["scroll: down"])),
        (.shiftDown, .steps(["scroll: up"])), (.shiftLeft, .steps(["scroll: right"])), (.shiftRight, .steps(["scroll: left"])),
        (.character("]"), .rotor(forward: true)), (.character("["), .rotor(forward: false)),
        (.character("r"), .steps(["readAll"])), (.character("R"), .steps(["readFromHere"])),
        (.character("t"), .steps(["threeFingerTap"])), (.home, .steps(["fourFingerTapTop"])), (.end, .steps(["fourFingerTapBottom"])),
        (.tab, .heading(forward: true)), (.shiftTab, .heading(forward: false)), (.character("a"), .listActions),
        (.character("p"), .steps(["twoFingerTap"])), (.character("q"), .quit), (.controlD, .quit), (.character("?"), .help),
    ])
    func keysPerformTheirCommand(key: Key, instruction: ReplInstruction) {
        #expect(KeyBindings.command(for: key) == instruction)
    }

    @Test func unboundKeysDoNothing() {
        #expect(KeyBindings.command(for: .character("z")) == nil)
        #expect(KeyBindings.command(for: .unknown([1])) == nil)
    }

    @Test func theHelpFitsAnEightyColumnTerminal() {
        #expect(KeyBindings.helpLines.allSatisfy { $0.count <= 80 })
        #expect(KeyBindings.helpLines.count <= 22)
    }
}
