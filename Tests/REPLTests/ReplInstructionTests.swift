import AppModel
import AppSpec
import Testing
import VoiceOver

@testable import REPL

@Suite("Reading typed REPL commands")
struct ReplInstructionTests {
    @Test(arguments: [
        ("next", ReplInstruction.gesture(.swipeRight)), ("previous", .gesture(.swipeLeft)),
        (":activate", .gesture(.doubleTap)),
        ("escape", .gesture(.escape)), ("magicTap", .gesture(.magicTap)), ("magic tap", .gesture(.magicTap)),
        ("scroll down", .gesture(.scroll(.down))), ("up", .gesture(.swipeUp)), ("first", .gesture(.fourFingerTapTop)),
        ("read all", .gesture(.readAll)), ("read from here", .gesture(.readFromHere)),
        ("pause", .gesture(.twoFingerTap)),
        (":rotate landscape", .step(StepSpec(kind: .rotate(.landscape)))),
        (":device ipad", .step(StepSpec(kind: .device(.ipad)))),
        (":announce Saved", .step(.perform([.announce("Saved")]))),
        (":post layoutChanged", .step(.perform([ActionSpec(kind: .layoutChanged(.none))]))),
        (":post screenChanged title", .step(.perform([ActionSpec(kind: .screenChanged(.element("title")))]))),
        (":post pageScrolled Page 2 of 3", .step(.perform([ActionSpec(kind: .pageScrolled("Page 2 of 3"))]))),
        (":relaunch", .step(StepSpec(kind: .relaunch))), (":focus wifi", .step(.focus("wifi"))),
        ("action Delete", .gesture(.action("Delete"))), ("actions", .listActions),
        ("rotor next", .rotor(forward: true)), ("heading previous", .heading(forward: false)),
        (":tree", .tree), (":trace", .trace), (":events", .events), (":help", .help), (":quit", .quit), ("q", .quit),
        (":save out.yaml", .save(path: "out.yaml", force: false)),
        (":save out.yaml --force", .save(path: "out.yaml", force: true)),
        ("rotor: headings", .typed("rotor: headings")), ("wait: 2", .typed("wait: 2")),
        ("swipeRight", .typed("swipeRight")),
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
        #expect(throws: ReplError.unknownCommand("nxt", hint: "did you mean 'next'?")) {
            try ReplInstruction.parse("nxt")
        }
        #expect((try? ReplInstruction.parse("nxt")) == nil)
        let message = ReplError.unknownCommand("nxt", hint: "did you mean 'next'?").description
        #expect(message == "Unknown command 'nxt'; did you mean 'next'?")
    }

    @Test func aCommandWithoutItsArgumentSaysWhatIsMissing() {
        #expect(throws: ReplError.badArguments("'rotate' needs landscape or portrait")) {
            try ReplInstruction.parse(":rotate")
        }
        #expect(
            ReplError.badArguments("'rotate' needs landscape or portrait").description
                == "The command is incomplete: 'rotate' needs landscape or portrait.")
    }

    @Test func aGestureGivenAnArgumentSaysItTakesNoneAndHowToFocusFirst() {
        #expect(
            throws: ReplError.badValue(
                "'activate' takes no argument; it acts on the element VoiceOver is on "
                    + "(move there first, e.g. :focus Next Page, then :activate)")
        ) {
            try ReplInstruction.parse(":activate Next Page")
        }
    }

    @Test func anUnknownNotificationIsRefusedWithASuggestion() {
        #expect(
            throws: ReplError.badArguments(
                "'layoutChange' is not a notification; use screenChanged, layoutChanged or pageScrolled; did you mean 'layoutChanged'?"
            )
        ) {
            try ReplInstruction.parse(":post layoutChange")
        }
    }
}

@Suite("What each key does")
struct KeyBindingsTests {
    @Test(arguments: [
        (Key.right, ReplInstruction.gesture(.swipeRight)), (.left, .gesture(.swipeLeft)),
        (.enter, .gesture(.doubleTap)),
        (.space, .gesture(.doubleTap)), (.escape, .gesture(.escape)), (.character("m"), .gesture(.magicTap)),
        (.up, .gesture(.swipeUp)), (.down, .gesture(.swipeDown)), (.shiftUp, .gesture(.scroll(.down))),
        (.shiftDown, .gesture(.scroll(.up))), (.shiftLeft, .gesture(.scroll(.right))),
        (.shiftRight, .gesture(.scroll(.left))),
        (.character("]"), .rotor(forward: true)), (.character("["), .rotor(forward: false)),
        (.character("r"), .gesture(.readAll)), (.character("R"), .gesture(.readFromHere)),
        (.character("t"), .gesture(.threeFingerTap)), (.home, .gesture(.fourFingerTapTop)),
        (.end, .gesture(.fourFingerTapBottom)),
        (.tab, .heading(forward: true)), (.shiftTab, .heading(forward: false)), (.character("a"), .listActions),
        (.character("p"), .gesture(.twoFingerTap)), (.character("q"), .quit), (.controlD, .quit),
        (.character("?"), .help),
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
