import AppSpec
import Diagnostics
import Foundation
import Storyboard
import Testing

/// Inputs `make fuzz` found that crashed the importer, kept as fixtures
/// (Fixtures/Fuzz/), and the encoding checks that now stop them.
@Suite struct FuzzRegressionTests {
    func error(_ data: Data, path: String = "Bad.xib") -> Diagnostic? {
        do {
            _ = try StoryboardParser().parse(data, path: path)
            return nil
        } catch {
            return error
        }
    }

    /// libxml2 2.9.14 dereferenced null inside xmlParseChunk on an unknown
    /// declared encoding followed by a byte that is not UTF-8 (SIGSEGV in
    /// `a11ysim import`); the declaration is now refused before parsing.
    @Test(arguments: ["libxml2-unknown-encoding.xib", "libxml2-unknown-encoding-minimal.xib"])
    func anUnknownDeclaredEncodingIsRefusedBeforeLibxml2SeesIt(_ name: String) throws {
        let path = FixturePaths.fixture("Fuzz/\(name)")
        do {
            _ = try StoryboardParser().load(path: path)
            Issue.record("the fuzz input was accepted")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "\(path):1:31: error: the XML declaration names the encoding 'UTF8-'; Interface Builder documents are UTF-8"
                ))
        }
    }

    /// `00 00 00 3C`: libxml2 took the file for UCS-4 and crashed the same
    /// way; NUL bytes are now refused first.
    @Test func aFileThatLooksLikeUCS4IsRefusedBeforeLibxml2SeesIt() throws {
        let path = FixturePaths.fixture("Fuzz/libxml2-ucs4-detection.xib")
        do {
            _ = try StoryboardParser().load(path: path)
            Issue.record("the fuzz input was accepted")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "\(path):1:1: error: the file contains a NUL byte, which XML text never contains"))
        }
    }

    @Test func utf16WithoutAByteOrderMarkIsRefusedAtItsFirstNul() throws {
        let failure = try #require(error(Data("<?xml".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })))
        #expect(failure.description.hasPrefix("Bad.xib:1:1: error: the file contains a NUL byte"))
    }

    /// `<?xm?>`: Foundation's XMLParser took strlen of the missing data of
    /// a processing instruction; processing instructions are refused first.
    @Test func aProcessingInstructionWithoutDataIsRefusedBeforeParsing() throws {
        let path = FixturePaths.fixture("Fuzz/foundation-pi-without-data.xib")
        do {
            _ = try StoryboardParser().load(path: path)
            Issue.record("the fuzz input was accepted")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "\(path):1:1: error: the document contains a processing instruction ('<?') other than the XML declaration"
                ))
        }
        let later = try #require(
            error(Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n  <?pi?>\n</document>\n".utf8)))
        #expect(later.description.hasPrefix("Bad.xib:3:3: error: the document contains a processing instruction"))
    }

    @Test func aByteOrderMarkBeforeTheDeclarationIsAccepted() {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(
            Data(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><scenes/></document>\n"
                    .utf8))
        #expect(error(data) == nil)
    }

    @Test(arguments: ["UTF-8", "utf-8", "UTF8"])
    func utf8DeclarationsAreAccepted(_ encoding: String) {
        let xml =
            "<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\"><scenes/></document>\n"
        #expect(error(Data(xml.utf8)) == nil)
    }

    @Test func aDeclaredLatin1IsRefusedWithAFix() throws {
        let failure = try #require(error(Data("<?xml version='1.0' encoding='ISO-8859-1'?>\n<document/>\n".utf8)))
        #expect(
            failure.description
                == "Bad.xib:1:31: error: the XML declaration names the encoding 'ISO-8859-1'; Interface Builder documents are UTF-8; write encoding=\"UTF-8\", or re-save the file in Xcode"
        )
    }

    @Test func bytesThatAreNotUTF8AreReportedAtTheirLineAndColumn() throws {
        var data = Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n  <label text=\"caf".utf8)
        data.append(contentsOf: [0xE9, 0x22, 0x2F, 0x3E, 0x0A])
        let failure = try #require(error(data))
        #expect(
            failure.description.hasPrefix(
                "Bad.xib:3:19: error: the file is not UTF-8 text: byte 0xE9 is not valid UTF-8"))
    }
}
