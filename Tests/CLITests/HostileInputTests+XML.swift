import Foundation
import Testing

/// Hostile XML through `a11ysim import`, in a child process with a memory
/// cap and a time limit: entity expansion and external entities are refused
/// before any parsing, so neither can grow or read anything.
extension HostileInputTests {
    static let laughs: String = {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<!DOCTYPE document [", "  <!ENTITY lol0 \"lol\">"]
        for level in 1...9 {
            lines.append("  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">")
        }
        lines += [
            "]>", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">",
            "<scenes><scene sceneID=\"a\"><objects><viewController id=\"vc\"><view key=\"view\" id=\"v\">",
            "<subviews><label text=\"&lol9;\" id=\"l\"/></subviews></view></viewController></objects></scene></scenes>",
            "</document>", "",
        ]
        return lines.joined(separator: "\n")
    }()

    @Test func billionLaughsAreRefusedBeforeTheyExpand() throws {
        let path = try write(Self.laughs, name: "Laughs.storyboard")
        let result = try Self.runBounded(["import", path], memoryKiB: 1_000_000, seconds: 30)
        #expect(result.status == 2, "\(result.output.prefix(400))")
        #expect(
            result.output.contains(
                "\(path):2:1: error: the document declares a DTD ('<!DOCTYPE'), which Interface Builder never writes; it is refused so that no entity can expand"
            ))
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes><scene sceneID="a"><objects>
            <viewController id="vc"><view key="view" id="v"><subviews><label text="&secret;" id="l"/></subviews></view></viewController>
            </objects></scene></scenes></document>

            """
        let path = try write(xml, name: "External.storyboard")
        let result = try Self.runBounded(["import", path], memoryKiB: 1_000_000, seconds: 30)
        #expect(result.status == 2, "\(result.output.prefix(400))")
        #expect(result.output.contains("\(path):2:1: error: the document declares a DTD ('<!DOCTYPE')"))
        #expect(!result.output.contains("root:"))
    }
}
