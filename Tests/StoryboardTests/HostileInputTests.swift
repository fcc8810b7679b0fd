import AppSpec
import Diagnostics
import Foundation
import Inputs
import Storyboard
import Testing

/// Malformed, truncated, entity-expanding, oversized and non-iOS documents
/// give clear errors at a line, never a crash.
@Suite struct HostileInputTests {
    func error(_ xml: String, options: StoryboardImportOptions = StoryboardImportOptions()) -> Diagnostic? {
        do {
            _ = try StoryboardParser(options: options).parse(Data(xml.utf8), path: "Bad.storyboard")
            return nil
        } catch {
            return error
        }
    }

    let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

    @Test func malformedXMLIsReportedAtItsLine() {
        let failure = error(
            header
                + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n</document>\n")
        #expect(failure?.line == 4)
        #expect(failure?.message == "a closing tag does not match the element it closes")
        #expect(failure?.description.hasPrefix("Bad.storyboard:4:") == true)
    }

    @Test func aTruncatedFileSaysItEndsEarly() throws {
        let text = try String(contentsOfFile: FixturePaths.fixture("Constructs.storyboard"), encoding: .utf8)
        let failure = error(String(text.prefix(3000)))
        #expect(failure?.message == "the XML ends before every element is closed")
        #expect(failure?.hint?.contains("truncated") == true)
    }

    @Test func entityDeclarationsAreRefusedBeforeParsing() {
        let laughs =
            header
            + "<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n <!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n]>\n<document>&lol2;</document>\n"
        let failure = error(laughs)
        #expect(failure?.line == 2)
        #expect(failure?.message.contains("declares a DTD") == true)
    }

    @Test func externalEntitiesAreRefusedToo() {
        let failure = error(
            header + "<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>\n")
        #expect(failure?.message.contains("DTD") == true)
    }

    @Test func filesOverTheSizeLimitAreRefused() {
        var options = StoryboardImportOptions()
        options.maximumBytes = 100
        let failure = error(
            header + "<document>" + String(repeating: " ", count: 200) + "</document>", options: options)
        #expect(failure?.message.contains("over the import limit of 100 bytes") == true)
    }

    @Test(arguments: [
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "MacOSX.Cocoa", "macOS (AppKit)"),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", "tvOS"),
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", "watchOS"),
    ])
    func documentsForOtherPlatformsAreRefusedByName(type: String, runtime: String, platform: String) {
        let failure = error(
            header
                + "<document type=\"\(type)\" version=\"3.0\" targetRuntime=\"\(runtime)\">\n<scenes/>\n</document>\n")
        #expect(
            failure?.message
                == "this document is for \(platform), not iOS; a11ysim simulates VoiceOver on iOS (UIKit) only")
        #expect(failure?.line == 2)
    }

    @Test func theOldArchiveFormatIsRefusedWithAFix() {
        let failure = error(
            header + "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data/></archive>\n"
        )
        #expect(failure?.message.contains("Interface Builder 3 archive") == true)
        #expect(failure?.hint?.contains("recent Xcode") == true)
    }

    @Test func emptyAndNonXMLFilesAreErrors() {
        #expect(error("")?.message.contains("empty") == true)
        #expect(error("not xml at all") != nil)
        #expect(error(header + "<plist><dict/></plist>")?.message.contains("not an Interface Builder document") == true)
    }

    @Test func aMissingFileIsAnError() {
        #expect(throws: Diagnostic.self) { try StoryboardParser().load(path: "/nonexistent/Main.storyboard") }
    }
}
