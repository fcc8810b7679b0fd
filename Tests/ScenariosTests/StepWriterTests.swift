import AppModel
import AppSpec
import ScenarioYAML
import Testing
import VoiceOver

/// Every step the writer writes reads back as the same step: typed steps
/// built in code (the crawler, the smoke script, the REPL) survive a trip
/// through the scenario format.
@Suite("Writing steps and reading them back")
struct StepWriterTests {
    /// Strings YAML would read as something else, or that break flow style.
    static let awkward = [
        "Save", "on", "No", "2", "-1", "a: b", "x, y", "[list]", "{map}", "#tag", "ends with:", "say \"hi\"",
        "back\\slash",
        "two\nlines", "tab\there", "", " padded ", "Ünïcödé ✓", "null", "~", "@home", "%20", "*star", "&anchor", "!tag",
    ]

    private func readBack(_ step: StepSpec) throws -> StepSpec {
        let line = StepWriter.line(step)
        let steps = try ScenarioLoader().loadSteps(text: "- \(line)\n", path: "written.yaml")
        try #require(steps.count == 1, "'\(line)' read back as \(steps.count) steps")
        return steps[0]
    }

    @Test(arguments: Gesture.examples)
    func everyGestureRoundTrips(gesture: Gesture) throws {
        let step = StepSpec.gesture(gesture)
        #expect(try readBack(step).kind == step.kind, "\(StepWriter.line(step))")
    }

    @Test func everyGestureNameHasAnExample() {
        #expect(Set(Gesture.examples.map(\.name)) == Set(Gesture.Name.allCases))
        #expect(Set(ScenarioLoader.stepNames) == Set(Gesture.Name.allCases.map(\.rawValue) + StepSpec.otherNames))
    }

    @Test(arguments: awkward)
    func awkwardTextRoundTripsInEveryPosition(text: String) throws {
        let steps: [StepSpec] = [
            .focus(text), .gesture(.action(text)), .gesture(.touch(.view(text))), .present(text), .segue(text),
            .unwind(text),
            .perform([.announce(text), ActionSpec(kind: .log(text)), ActionSpec(kind: .screenChanged(.text(text)))]),
            .expect([
                ExpectationSpec(kind: .speech(text)), ExpectationSpec(kind: .elements([text, text])),
                ExpectationSpec(kind: .value([ExpectationSpec.Value(id: "field", value: text)])),
            ]),
        ]
        for step in steps {
            #expect(try readBack(step).kind == step.kind, "\(StepWriter.line(step))")
        }
    }

    @Test func everyOtherStepKindRoundTrips() throws {
        var set = ActionSpec.SetSpec(id: "name")
        set.label = .some(nil)
        set.value = .some("Ann")
        set.hint = .some("Your name")
        set.hidden = false
        set.traits = [.button, .selected]
        set.isOn = true
        let actions: [ActionSpec.Kind] = [
            .push("a"), .pop, .popToRoot, .present("b", style: .formSheet, transition: .crossDissolve, from: "share"),
            .present("c", style: nil, transition: nil, from: nil), .dismiss, .show("d"), .showDetail("e"), .segue("f"),
            .unwind("g"),
            .selectTab(.index(2)), .selectTab(.controller("settings")), .addChild(controller: "h", in: "box"),
            .addChild(controller: "i", in: nil), .removeChild("h"), .transition(from: "h", to: "i"),
            .announce("Saved", priority: .high), .announce("Queued", priority: .low), .screenChanged(.none),
            .screenChanged(.element("title")),
            .layoutChanged(.text("Updated")), .pageScrolled("Page 2 of 3"), .set(set), .toggle("wifi"),
            .increment("volume"),
            .decrement("volume"), .scrollPage("list", .up), .log("note"), .pass,
            .branch(
                ActionSpec.TextCondition(id: "password", test: .empty(true)),
                then: [ActionSpec(kind: .announce("Enter it", priority: .default))],
                else: [ActionSpec(kind: .push("home"))]),
            .branch(
                ActionSpec.TextCondition(id: "code", test: .equals("a: b")), then: [ActionSpec(kind: .pop)], else: []),
        ]
        let expectations: [ExpectationSpec.Kind] = [
            .focus("wifi"), .focus(nil), .speech("Wi-Fi, On"), .speech(nil), .speechList(["One", "Two"]),
            .hint("Double tap"), .hint(nil),
            .announced("Saved"),
            .announcements([
                ExpectationSpec.Announcement(text: "A"), ExpectationSpec.Announcement(text: "B", wasSuccessful: false),
            ]),
            .earcon("screenChanged"), .earcons(["boundary", "alert"]), .screen("home"), .stack(["home", "detail"]),
            .presented("sheet"),
            .presented(nil), .tab(1), .handledBy("home"), .events(["viewDidLoad home"]),
            .noEvents(["viewDidAppear home"]),
            .elements(["Back. Button.", "Title. Heading."]), .value([ExpectationSpec.Value(id: "a", value: nil)]),
            .restored(["home"]),
        ]
        let steps: [StepSpec] =
            [
                .wait(2.5), .wait(0), StepSpec(kind: .rotate(.landscape)), StepSpec(kind: .device(.ipad)),
                StepSpec(kind: .memoryWarning),
                StepSpec(kind: .relaunch), StepSpec(kind: .voiceOver(true)), StepSpec(kind: .voiceOver(false)),
                .perform(actions.map { ActionSpec(kind: $0) }),
                StepSpec(kind: .edit(.type("Me@x.io"))), StepSpec(kind: .edit(.type("a: b"))),
                StepSpec(kind: .edit(.delete(1))),
                StepSpec(kind: .edit(.delete(3))), StepSpec(kind: .edit(.returnKey)), StepSpec(kind: .edit(.clearText)),
                StepSpec(kind: .edit(.dismissKeyboard)),
            ] + expectations.map { .expect([ExpectationSpec(kind: $0)]) }
        for step in steps {
            #expect(try readBack(step).kind == step.kind, "\(StepWriter.line(step))")
        }
    }

    @Test func stepsReadAsAPersonWritesThem() {
        #expect(StepWriter.line(.gesture(.swipeRight)) == "swipeRight")
        #expect(StepWriter.line(.gesture(.rotor(.headings))) == "rotor: headings")
        #expect(StepWriter.line(.gesture(.touch(.point(Point(x: 20, y: 110.5))))) == "touch: [20, 110.5]")
        #expect(StepWriter.line(.present("sort")) == "do: [{present: sort}]")
        #expect(StepWriter.line(.perform([.announce("Hi, there")])) == "do: [{announce: \"Hi, there\"}]")
        #expect(StepWriter.line(.wait(2)) == "wait: 2")
        #expect(StepWriter.line(StepSpec(kind: .voiceOver(false))) == "voiceOver: \"off\"")
        #expect(StepSpec.focus("a: b").summary == "focus: \"a: b\"")
        #expect(StepSpec.segue("next").summary == "do")
    }
}
