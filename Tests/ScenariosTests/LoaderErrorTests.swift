import AppSpec
import Diagnostics
import Foundation
import Testing

@testable import ScenarioYAML

/// Every loader error kind, with the exact one-line message.
@Suite struct LoaderErrorTests {
    private let base = """
        root: home
        controllers:
          home:
            title: Home
            views:
              - button: Save
                id: save
        steps:
          - swipeRight

        """

    private func error(_ text: String) -> String? {
        do {
            _ = try ScenarioLoader().load(text: text, path: "s.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aValidScenarioLoads() {
        #expect(error(base) == nil)
    }

    @Test func unknownKeyGetsASuggestion() {
        let text = base.replacingTitle("tittle: Home")
        #expect(
            error(text) == "s.yaml:4:5: error: unknown key 'tittle' in the controller 'home'; did you mean 'title'?")
    }

    @Test func aRotorNoViewDeclaresGetsTheNearestName() {
        let text =
            base.replacingOccurrences(
                of: "        id: save\n",
                with: "        id: save\n        customRotors: [{name: Drafts, targets: [save]}]\n")
            + "  - rotor: Draft\n"
        #expect(
            error(text)
                == "s.yaml:11:5: error: rotor must be one of headings, links, containers, actions, adjustValue, landmarks, images, textFields, characters, words, lines or a custom rotor a view declares (Drafts), not 'Draft'; did you mean 'Drafts'?"
        )
    }

    @Test func aCustomRotorTargetMustBeAView() {
        let text = base.replacingOccurrences(
            of: "        id: save\n", with: "        id: save\n        customRotors: [{name: Drafts, targets: [sav]}]\n"
        )
        #expect(error(text) == "s.yaml:6:9: error: there is no view with id 'sav'; did you mean 'save'?")
    }

    @Test func aHeadingLevelIsOneToSix() {
        let text = base.replacingOccurrences(
            of: "        id: save\n", with: "        id: save\n        headingLevel: 7\n")
        #expect(error(text) == "s.yaml:8:23: error: headingLevel must be between 1 and 6, not 7")
    }

    @Test func unknownTopLevelKey() {
        #expect(
            error("rooot: home\n" + base)
                == "s.yaml:1:1: error: unknown key 'rooot' in the scenario; did you mean 'root'?")
    }

    @Test func unknownStepGetsASuggestion() {
        let text = base.replacingOccurrencesOfSwipe("swipRight")
        #expect(error(text) == "s.yaml:9:5: error: unknown step 'swipRight'; did you mean 'swipeRight'?")
    }

    @Test func unknownViewIDInAStep() {
        let text = base + "  - focus: sav\n"
        #expect(
            error(text)
                == "s.yaml:10:5: error: no view has the id, accessibility identifier or label 'sav'; did you mean 'save'?"
        )
    }

    @Test func unknownControllerInAnAction() {
        let text = base.replacingOccurrencesOfSwipe("do: [push: hom]")
        #expect(error(text) == "s.yaml:9:10: error: there is no controller 'hom'; did you mean 'home'?")
    }

    @Test func wrongValueType() {
        let text = base + "  - wait: soon\n"
        #expect(error(text) == "s.yaml:10:11: error: wait must be a number, not 'soon'")
    }

    @Test func wrongBool() {
        let text = base.replacingTitle("title: Home\n    definesPresentationContext: yes")
        #expect(error(text) == "s.yaml:5:33: error: definesPresentationContext must be true or false, not 'yes'")
    }

    @Test func duplicateViewIDs() {
        let text = base.replacingTitle(
            "title: Home\n    views:\n      - button: A\n        id: a\n      - button: B\n        id: a"
        ).replacingFirstViews()
        #expect(error(text)?.contains("the view id 'a' is used twice (first at line") == true)
    }

    @Test func containmentCycle() {
        let text = """
            root: a
            controllers:
              a: {type: navigation, stack: [b]}
              b: {type: navigation, stack: [a]}
            steps: [swipeRight]
            """
        #expect(error(text) == "s.yaml:3:6: error: the controllers a → b → a contain each other in a cycle")
    }

    @Test func unknownRootGetsASuggestion() {
        #expect(
            error(base.replacingRoot("hme"))
                == "s.yaml:1:7: error: the root controller 'hme' is not declared under 'controllers'; did you mean 'home'?"
        )
    }

    @Test func tabIndexOutOfRange() {
        let text = """
            root: tabs
            controllers:
              tabs: {type: tabBar, tabs: [one], selected: 3}
              one: {title: One}
            steps: [swipeRight]
            """
        #expect(error(text) == "s.yaml:3:9: error: the tab bar controller 'tabs' has 1 tabs, so 'selected' cannot be 3")
    }

    @Test func invalidYAMLSaysWhere() {
        #expect(error("root: [unclosed\nsteps: []")?.hasPrefix("s.yaml:") == true)
    }

    @Test func presentAndAnnounceTakeTheContractsFlatForm() {
        let text = base.replacingOccurrencesOfSwipe(
            "do: [{present: home, style: popover, from: save}, {announce: Hi, priority: high}]")
        #expect(error(text) == nil)
    }

    @Test func aFlatFormOptionIsCheckedWithASuggestion() {
        let text = base.replacingOccurrencesOfSwipe("do: [{present: home, styl: popover}]")
        #expect(error(text) == "s.yaml:9:26: error: unknown key 'styl' in 'present'; did you mean 'style'?")
    }

    @Test func twoActionsInOneMappingAreRefused() {
        let text = base.replacingOccurrencesOfSwipe("do: [{push: home, pop: null}]")
        #expect(
            error(text) == "s.yaml:9:10: error: an action must be a single word or a mapping with one key, not 2 keys")
    }

    @Test func yamlOnAndOffStayStrings() {
        let text = base + "  - voiceOver: off\n  - voiceOver: on\n"
        #expect(error(text) == nil)
    }
}

extension String {
    fileprivate func replacingTitle(_ replacement: String) -> String {
        replacingFirst("title: Home", with: replacement)
    }

    fileprivate func replacingOccurrencesOfSwipe(_ replacement: String) -> String {
        replacingFirst("swipeRight", with: replacement)
    }

    fileprivate func replacingRoot(_ root: String) -> String {
        replacingFirst("root: home", with: "root: \(root)")
    }

    fileprivate func replacingFirstViews() -> String {
        guard let range = range(ofText: "    views:\n      - button: Save\n        id: save\n") else { return self }
        return String(self[..<range.lowerBound]) + String(self[range.upperBound...])
    }

    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(ofText: target) else { return self }
        return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
    }

    fileprivate func range(ofText target: String) -> Range<String.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) { return index..<self.index(index, offsetBy: target.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
