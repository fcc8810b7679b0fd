import Foundation
import Testing

/// `a11ysim import`: a storyboard as a runnable scenario, with clear errors.
@Suite struct ImportCommandTests {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StoryboardTests/Fixtures")

    @Test func importWritesAScenarioThatRunPasses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("constructs.yaml").path
        let imported = try A11ysimProcess.run([
            "import", fixtures.appendingPathComponent("Constructs.storyboard").path, "-o", output,
        ])
        #expect(imported.status == 0)
        #expect(
            imported.stderr.contains(
                "Constructs.storyboard:142:57: warning: unknown element <fancyWidget> is imported as a plain view"))
        #expect(imported.stderr.contains("note: wrote the reference form"))
        let text = try String(contentsOfFile: output, encoding: .utf8)
        // The reference is relative to the scenario when they share a folder above the root, else absolute.
        let named = text.split(separator: "\n").first { $0.hasPrefix("storyboard: ") }.map {
            $0.dropFirst("storyboard: ".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        let resolved = named.map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true))
                .standardizedFileURL.path
        }
        #expect(
            resolved == fixtures.appendingPathComponent("Constructs.storyboard").standardizedFileURL.path,
            "\(named ?? "no storyboard: line")")
        #expect(text.contains("\nsteps:\n"))
        #expect(text.contains("- focus: Open Details\n- doubleTap\n- expect:\n    screen: DetailsViewController"))
        let copy = folder.appendingPathComponent("copy.yaml").path
        let copied = try A11ysimProcess.run([
            "import", fixtures.appendingPathComponent("Constructs.storyboard").path, "--copy", "-o", copy,
        ])
        #expect(copied.stderr.contains("note: wrote the copy form"))
        #expect(try String(contentsOfFile: copy, encoding: .utf8).contains("root: Home Navigation"))
        #expect(try A11ysimProcess.run(["run", copy]).status == 0)
        let run = try A11ysimProcess.run(["run", output])
        #expect(run.status == 0)
        #expect(run.stdout.contains("1 passed, 0 failed"))
        let again = try A11ysimProcess.run([
            "import", fixtures.appendingPathComponent("Constructs.storyboard").path, "-o", output,
        ])
        #expect(again.status == 2)
        #expect(again.stderr.contains("already exists; add --force"))
    }

    @Test func importIsByteForByteDeterministic() throws {
        let path = fixtures.appendingPathComponent("Containers.storyboard").path
        let first = try A11ysimProcess.run(["import", path, "--quiet"])
        let second = try A11ysimProcess.run(["import", path, "--quiet"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
    }

    @Test func badInputExitsTwoWithTheLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "a11ysim-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Bad.storyboard")
        try Data("<?xml version=\"1.0\"?>\n<document>\n<scenes>\n</document>\n".utf8).write(to: bad)
        let malformed = try A11ysimProcess.run(["import", bad.path])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("Bad.storyboard:4:"))
        #expect(malformed.stderr.contains("error: a closing tag does not match"))
        let missing = try A11ysimProcess.run(["import", "/nonexistent/Main.storyboard"])
        #expect(missing.status == 2)
        let scenario = folder.appendingPathComponent("app.txt")
        try Data("root: home\ncontrollers:\n  home: {}\nsteps: []\n".utf8).write(to: scenario)
        let wrongKind = try A11ysimProcess.run(["import", scenario.path])
        #expect(wrongKind.status == 2)
        #expect(
            wrongKind.stderr
                == "\(scenario.path): error: this is a scenario already; 'a11ysim import' reads storyboards and XIBs (.storyboard, .xib), runtime captures and SwiftUI sources (.swift)\n"
        )
    }
}
