import Foundation
import Testing

/// Hostile structures: a huge table and screens that lead to each other
/// for ever. Each completes or stops with a clear failure inside its bounds.
extension HostileInputTests {
    /// `rows: 1000000` is a few bytes of YAML and a million cells: it loads,
    /// launches and swipes (4.5 s and 800 MB in a release build).
    @Test func aMillionRowTableCompletesWithinBounds() throws {
        let path = try write(
            """
            name: million rows
            root: list
            controllers:
              list:
                title: Big list
                views:
                  - table: null
                    id: table
                    rows: 1000000
            steps:
              - swipeRight
              - swipeRight
              - expect: {speech: "Row 3", focus: table.row2}

            """, name: "million.yaml")
        let result = try Self.runBounded(["run", path], memoryKiB: 4_000_000, seconds: 120)
        #expect(result.status == 0, "\(result.output.prefix(400))")
        #expect(result.output.contains("1 passed, 0 failed"))
    }

    /// A show segue one way and an unwind back, stepped through 10,002
    /// times: the step limit stops the run at step 10,001 with a failure.
    @Test func aSegueCycleStopsAtTheStepLimit() throws {
        var text = """
            name: segue cycle
            root: nav
            controllers:
              nav: {type: navigation, stack: [a]}
              a:
                title: A
                unwindActions: [backToA]
                segues:
                  toB: {kind: show, destination: b}
                views:
                  - button: Next
                    id: next
                    on: {activate: [segue: toB]}
              b:
                title: B
                views:
                  - button: Back to A
                    id: back
                    on: {activate: [unwind: a]}
            steps:

            """
        for round in 0..<5001 { text += "  - focus: \(round % 2 == 0 ? "next" : "back")\n  - doubleTap\n" }
        let path = try write(text, name: "cycle.yaml")
        let result = try Self.runBounded(["run", path], seconds: 120)
        #expect(result.status == 1, "\(result.output.prefix(400))")
        // Step 10,001 is the focus step of round 5,000, on line 21 + 2 × 5,000.
        #expect(result.output.contains("\(path):10021:5: step: expected at most 10000 steps, got more steps"))
    }

    /// Two screens that segue to each other from viewDidAppear push for
    /// ever with no step at all: the handler depth bound stops it at launch.
    @Test func screensThatSegueToEachOtherOnAppearingStopAtTheHandlerDepthBound() throws {
        let path = try write(
            """
            name: appear loop
            root: nav
            controllers:
              nav: {type: navigation, stack: [a]}
              a:
                title: A
                segues:
                  toB: {kind: show, destination: b}
                views:
                  - text: Screen A
                on:
                  viewDidAppear: [segue: toB]
              b:
                title: B
                segues:
                  toA: {kind: show, destination: a}
                views:
                  - text: Screen B
                on:
                  viewDidAppear: [segue: toA]
            steps:
              - swipeRight

            """, name: "appear-loop.yaml")
        let result = try Self.runBounded(["run", path], seconds: 60)
        #expect(result.status == 1, "\(result.output.prefix(400))")
        #expect(
            result.output.contains(
                "\(path):12:23: handlers: expected handlers that finish, got handlers that trigger each other more than 64 levels deep; the scenario stopped here (at launch)"
            ))
    }

    /// Pushing a controller that is already on the stack is refused as
    /// UIKit refuses it, so two screens that push each other stop at once.
    @Test func pushingAControllerAlreadyOnTheStackFailsClearly() throws {
        let path = try write(
            """
            name: push loop
            root: nav
            controllers:
              nav: {type: navigation, stack: [a]}
              a:
                title: A
                views:
                  - text: Screen A
                on:
                  viewDidAppear: [push: b]
              b:
                title: B
                views:
                  - text: Screen B
                on:
                  viewDidAppear: [push: a]
            steps:
              - swipeRight

            """, name: "push-loop.yaml")
        let result = try Self.runBounded(["run", path], seconds: 60)
        #expect(result.status == 1, "\(result.output.prefix(400))")
        #expect(
            result.output.contains(
                "\(path):16:23: action: expected an action that applies, got push: 'a' is already on the stack of 'nav'"
            ))
    }
}
