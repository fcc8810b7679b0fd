import Foundation
import TestSupport
import Testing

/// Hostile files: each gets a clear error or completes, inside a memory
/// cap (`ulimit -v`) and a wall-clock bound (`timeout`), in a child process
/// so that a crash or a runaway cannot take the test runner with it.
@Suite struct HostileInputTests {
    struct Bounded {
        var status: Int32
        var output: String
        var seconds: Double
    }

    /// Runs a11ysim with `arguments` under a memory cap in KiB and a time limit in seconds.
    static func runBounded(_ arguments: [String], memoryKiB: Int = 2_000_000, seconds: Int = 60) throws -> Bounded {
        let binary = try #require(A11ysimProcess.executable).path
        let quoted = ([binary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-hostile-\(UUID().uuidString).log"
        ).path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let started = Date()
        let status = Spawn.run(
            ["/bin/sh", "-c", "ulimit -v \(memoryKiB); exec timeout \(seconds) \(quoted)"], log: log)
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return Bounded(status: status ?? -1, output: output, seconds: Date().timeIntervalSince(started))
    }

    func write(_ text: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func yamlAliasBombIsRefusedBeforeItExpands() throws {
        var lines = ["name: bomb", "root: home", "controllers:", "  home:", "    views:", "      - &v0 {text: lol}"]
        for level in 1...9 {
            lines.append(
                "      - &v\(level) {view: null, views: ["
                    + Array(repeating: "*v\(level - 1)", count: 10).joined(separator: ", ") + "]}")
        }
        lines.append("steps: []")
        let path = try write(lines.joined(separator: "\n") + "\n", name: "bomb.yaml")
        let result = try Self.runBounded(["run", path], memoryKiB: 1_000_000, seconds: 30)
        #expect(result.status == 2)
        #expect(
            result.output.contains(
                "\(path):1:1: error: the file has more than 4000000 YAML nodes, counting each use of an alias again"))
    }

    @Test func tenThousandNestedViewsAreAnErrorNotAStackOverflow() throws {
        let depth = 10_000
        let views =
            String(repeating: "{view: null, views: [", count: depth) + "{text: bottom}"
            + String(repeating: "]}", count: depth)
        let path = try write(
            "name: deep\nroot: home\ncontrollers:\n  home:\n    views:\n      - \(views)\nsteps: []\n",
            name: "deep.yaml")
        let result = try Self.runBounded(["run", path])
        #expect(result.status == 2)
        #expect(result.output.contains("error: the file is not valid YAML: Maximum nesting level reached"))
    }

    @Test func tenThousandNestedStoryboardViewsAreAnError() throws {
        let depth = 10_000
        let open = (0..<depth).map { "<view id=\"v\($0)\"><subviews>" }.joined()
        let close = String(repeating: "</subviews></view>", count: depth)
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="vc"><scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" id="root"><subviews>\(open)\(close)</subviews></view></viewController></objects></scene></scenes></document>

            """
        let path = try write(text, name: "Deep.storyboard")
        for command in ["audit", "import"] {
            let result = try Self.runBounded([command, path])
            #expect(result.status == 2, "\(command): \(result.output)")
            #expect(result.output.contains("error: elements are nested more than 500 levels deep"))
        }
    }

    @Test func invalidUTF8IsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("bad.yaml").path
        try Data("name: bad\nroot: home\u{0}".utf8 + [0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: path))
        let result = try Self.runBounded(["run", path])
        #expect(result.status == 2)
        #expect(result.output.contains("\(path):1:1: error: the file cannot be read as UTF-8 text"))
    }

    @Test func aTenMegabyteLabelIsReadWithinBounds() throws {
        let label = String(repeating: "word ", count: 2_000_000).trimmingCharacters(in: .whitespaces)
        let path = try write(
            "name: huge\nroot: home\ncontrollers:\n  home:\n    views:\n      - button: \"\(label)\"\n        id: big\nsteps:\n  - swipeRight\n  - expect: {focus: big}\n",
            name: "huge.yaml")
        let result = try Self.runBounded(["run", path])
        #expect(result.status == 0, "\(result.output.prefix(300))")
        #expect(result.output.contains("1 passed, 0 failed"))
    }

    @Test func handlersThatMoveFocusBackAndForthStop() throws {
        let path = try write(
            """
            name: focus ping-pong
            root: home
            controllers:
              home:
                views:
                  - button: Ping
                    id: ping
                    on: {focused: [layoutChanged: pong]}
                  - button: Pong
                    id: pong
                    on: {focused: [layoutChanged: ping]}
            steps:
              - swipeRight
              - swipeRight

            """, name: "pingpong.yaml")
        let result = try Self.runBounded(["run", path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("1 passed, 0 failed"))
    }

    @Test func announcementsPostedFromTheirOwnFinishHandlerStopAtTheRunawayBound() throws {
        let path = try write(
            """
            name: announcement loop
            root: home
            controllers:
              home:
                on: {announcementDidFinish: [announce: again]}
                views:
                  - button: Ping
                    id: ping
                    on: {activate: [announce: start]}
            steps:
              - doubleTap
              - wait: 600

            """, name: "announce-loop.yaml")
        let result = try Self.runBounded(["run", path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("1 passed, 0 failed"))
    }
}

extension HostileInputTests {
    /// A handler that re-posts layoutChanged for its own element and
    /// announces, plus an announcement loop: the runaway bound stops it, and
    /// repeated phrases are synthesized once (this took 117 s before espeak-ng
    /// results were cached).
    @Test func notificationsPostedFromTheirOwnHandlersStopAtTheRunawayBoundQuickly() throws {
        let path = try write(
            """
            name: notification recursion
            root: home
            controllers:
              home:
                on: {announcementDidFinish: [announce: again]}
                views:
                  - button: Ping
                    id: ping
                    on: {focused: [layoutChanged: ping, announce: focused again], activate: [announce: start]}
                  - button: Pong
                    id: pong
                    on: {focused: [layoutChanged: ping]}
            steps:
              - swipeRight
              - doubleTap
              - wait: 600

            """, name: "recursion.yaml")
        let result = try Self.runBounded(["run", path], seconds: 60)
        #expect(result.status == 1, "\(result.output.prefix(400))")
        #expect(
            result.output.contains(
                "handlers: expected handlers that finish, got more than 100000 actions; the scenario stopped here"))
    }
}
