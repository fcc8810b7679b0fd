import AppSpec
import Captures
import Diagnostics
import Foundation
import Scenarios
import Testing
import VoiceOver

/// Damaged, hostile and huge captures: a clear error at a line and column,
/// or a bounded success; never a crash.
@MainActor
struct BadCaptureTests {
    private func error(_ path: String) -> Diagnostic? {
        do {
            _ = try CaptureReader().load(path: path)
            return nil
        } catch {
            return error
        }
    }

    private func error(data: Data, path: String) -> Diagnostic? {
        do {
            _ = try CaptureReader().parse(data, path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aTruncatedPageSourceSaysWhereItEnds() throws {
        let path = CapturePaths.fixture("appium-truncated.xml")
        let found = try #require(error(path))
        #expect("\(found.location): \(found.message)" == "\(path):11:139: the XML ends before every element is closed")
        #expect(found.hint == "the file may be truncated; capture the page source again")
    }

    @Test func truncatedJSONSaysWhereItEnds() throws {
        let path = CapturePaths.fixture("idb-truncated.json")
        let found = try #require(error(path))
        #expect(
            "\(found.location): \(found.message)"
                == "\(path):11:9: the JSON ends before every object and list is closed")
    }

    @Test func aDebugDescriptionCutInAFrameSaysSo() throws {
        let path = CapturePaths.fixture("xcuitest-cut.txt")
        let found = try #require(error(path))
        #expect(
            "\(found.location): \(found.message)"
                == "\(path):5:31: the frame is not closed (a frame is written {{x, y}, {width, height}})")
    }

    @Test func anAndroidPageSourceIsRefusedByName() throws {
        let path = CapturePaths.fixture("android.xml")
        // Not an iOS capture at all: the reader refuses it before parsing.
        let found = try #require(error(path))
        #expect(
            found.message.hasPrefix(
                "the file is not a runtime capture; a11ysim reads Appium/WebDriverAgent page sources"))
    }

    @Test func onlyAnyNodesWithNegativeFramesGiveAScreenWithoutThem() async throws {
        let spoken = try await CaptureSupport.spoken(CapturePaths.fixture("appium-any-negative.xml"))
        #expect(spoken == ["Visible"])
    }

    @Test func tenThousandLevelsOfXMLAreRefusedAtTheDepthLimit() throws {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
        for _ in 0..<10_000 {
            text += "<XCUIElementTypeOther type=\"XCUIElementTypeOther\" x=\"0\" y=\"0\" width=\"10\" height=\"10\">\n"
        }
        for _ in 0..<10_000 { text += "</XCUIElementTypeOther>\n" }
        text += "</AppiumAUT>\n"
        let found = try #require(error(data: Data(text.utf8), path: "deep.xml"))
        #expect(found.message == "elements are nested more than 500 levels deep")
        #expect(found.location.line == 502)
    }

    @Test func tenThousandLevelsOfJSONAreRefused() throws {
        var text = ""
        for _ in 0..<10_000 { text += "{\"AXLabel\": \"x\", \"type\": \"Other\", \"children\": [" }
        for _ in 0..<10_000 { text += "]}" }
        let found = try #require(error(data: Data(("[" + text + "]").utf8), path: "deep.json"))
        #expect(found.message == "elements are nested deeper than the JSON reader allows")
        #expect(found.location.line == 1)
    }

    @Test func aThousandLevelsOfDebugDescriptionAreRefusedAtTheDepthLimit() throws {
        // Indentation grows with depth, so 10,000 levels would be a 100 MB
        // file (refused by size); 1,000 levels is 1 MB.
        var text =
            "Attributes: Application, 0x1, pid: 1, label: 'Deep'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'Deep'\n"
        for level in 0..<1_000 {
            text += String(repeating: " ", count: 4 + 2 * level) + "Other, 0x2, {{0.0, 0.0}, {10.0, 10.0}}\n"
        }
        let found = try #require(error(data: Data(text.utf8), path: "deep.txt"))
        #expect(found.message == "elements are nested more than 500 levels deep")
    }

    @Test func aHundredThousandElementCaptureLoadsAndRuns() async throws {
        var text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT><XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"Big\" label=\"Big\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
        text +=
            "<XCUIElementTypeScrollView type=\"XCUIElementTypeScrollView\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
        for index in 0..<100_000 {
            text +=
                "<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" label=\"Row \(index)\" x=\"0\" y=\"\(index * 20)\" width=\"390\" height=\"20\"/>\n"
        }
        text += "</XCUIElementTypeScrollView></XCUIElementTypeApplication></AppiumAUT>\n"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-big-\(UUID().uuidString).xml")
            .path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let document = try CaptureReader().load(path: path)
        #expect(document.elementCount == 100_001)
        let runner = try await CaptureSupport.launch(path)
        let elements = runner.reader.describedElements()
        #expect(elements.count == 100_000)
        #expect(elements.first == "Row 0")
        #expect(elements.last == "Row 99999")
    }

    @Test func aCaptureOverTheElementLimitIsRefused() throws {
        var reader = CaptureReader()
        reader.maximumElements = 10
        var text = "[{\"AXLabel\": \"App\", \"type\": \"Application\", \"AXFrame\": \"{{0, 0}, {390, 844}}\"}"
        for index in 0..<20 {
            text +=
                ", {\"AXLabel\": \"\(index)\", \"type\": \"Button\", \"AXFrame\": \"{{0, \(index * 44)}, {100, 44}}\"}"
        }
        text += "]"
        #expect(throws: Diagnostic.self) { try reader.parse(Data(text.utf8), path: "many.json") }
        do {
            _ = try reader.parse(Data(text.utf8), path: "many.json")
        } catch {
            #expect(error.message == "the capture has 20 elements, over the limit of 10")
        }
    }

    @Test func bytesThatAreNotUTF8AreRefusedBeforeParsing() throws {
        var data = Data(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT><XCUIElementTypeApplication label=\"".utf8)
        data.append(0xFE)
        data.append(contentsOf: Data("\"/></AppiumAUT>".utf8))
        let found = try #require(error(data: data, path: "bad.xml"))
        #expect(found.message == "the file is not UTF-8 text: byte 0xFE is not valid UTF-8")
        #expect(
            found.hint
                == "WebDriverAgent writes UTF-8; capture the page source again or restore it from version control")
    }
}
