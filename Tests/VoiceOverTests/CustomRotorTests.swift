import AppModel
import Testing
import VoiceOver

/// An app's own rotors (`accessibilityCustomRotors`, docs/voiceover-rules.md §5.4).
@MainActor @Suite struct CustomRotorTests {
    /// A list declaring `rotors`, rows Burger, Soup, Salad, after a heading outside it.
    private func menu(_ rotors: (_ rows: [String: View]) -> [AccessibilityCustomRotor]) async -> ScreenReader {
        let list = View(id: "list", frame: Rect(x: 0, y: 100, width: 390, height: 132))
        var rows: [String: View] = [:]
        for (index, name) in ["Burger", "Soup", "Salad"].enumerated() {
            let row = Label(
                name, id: name.lowercased(), frame: Rect(x: 16, y: Double(index) * 44, width: 300, height: 44))
            list.addSubview(row)
            rows[name] = row
        }
        list.accessibilityCustomRotors = rotors(rows)
        return await launch(
            screen("menu", [Label("Menu", id: "title", frame: Rect(x: 16, y: 40, width: 200, height: 44)), list]))
    }

    @Test func aCustomRotorVisitsItsTargetsInItsOwnOrderThenStopsAtTheBoundary() async {
        let reader = await menu { rows in
            [AccessibilityCustomRotor(name: "Vegan Options", targets: [rows["Salad"]!, rows["Soup"]!])]
        }
        await reader.swipeRight()
        #expect(reader.focusID == "burger")
        #expect(reader.availableCustomRotors.map(\.name) == ["Vegan Options"])
        #expect(await reader.perform(.rotor(.custom("Vegan Options"))) == nil)
        #expect(reader.utterances(since: 0).last?.text == "Vegan Options")
        #expect(reader.utterances(since: 0).last?.kind == .rotor)
        await reader.swipeDown()
        #expect(reader.focusID == "salad")
        #expect(reader.lastSpeech == "Salad")
        await reader.swipeDown()
        #expect(reader.focusID == "soup")
        await reader.swipeDown()
        #expect(reader.focusID == "soup")
        #expect(reader.earcons(since: 0).last == .boundary)
        await reader.swipeUp()
        #expect(reader.focusID == "salad")
        #expect(reader.effectiveRotor == .custom("Vegan Options"))
    }

    @Test func aCustomRotorIsOfferedOnlyInsideTheViewThatDeclaresIt() async {
        let reader = await menu { rows in [AccessibilityCustomRotor(name: "Vegan Options", targets: [rows["Soup"]!])] }
        #expect(reader.focusID == "title")
        #expect(reader.availableCustomRotors.isEmpty)
        #expect(await reader.perform(.rotor(.custom("Vegan Options"))) == .noSuchRotor("Vegan Options", available: []))
    }

    @Test func aTargetNotOnScreenIsPassedOverAndAnEmptyRotorIsABoundary() async {
        let reader = await menu { rows in
            rows["Soup"]!.isHidden = true
            return [
                AccessibilityCustomRotor(name: "Vegan Options", targets: [rows["Soup"]!, rows["Salad"]!]),
                AccessibilityCustomRotor(name: "Specials"),
            ]
        }
        await reader.swipeRight()
        await reader.selectRotor(.custom("Vegan Options"))
        await reader.swipeDown()
        #expect(reader.focusID == "salad")
        await reader.selectRotor(.custom("Specials"))
        await reader.swipeDown()
        #expect(reader.focusID == "salad")
        #expect(reader.earcons(since: 0).last == .boundary)
    }

    @Test func aRotorIsWrittenAsItsNameAndACustomNameReadsBackAsCustom() throws {
        #expect(Rotor(rawValue: "headings") == .headings)
        #expect(Rotor(rawValue: "Vegan Options") == nil)
        #expect(Rotor.custom("Vegan Options").rawValue == "Vegan Options")
        #expect(!Rotor.allCases.contains(.custom("headings")))
    }
}
