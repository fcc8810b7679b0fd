import Foundation

/// Files the benchmarks read from the repository and from ../shared.
public enum Corpus {
    /// The a11ysim repository (the parent of Benchmarks/).
    public static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The example scenarios, sorted by path.
    public static func scenarios() -> [String] {
        let root = repository.appendingPathComponent("Scenarios")
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let name = enumerator?.nextObject() as? String {
            if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                paths.append(root.appendingPathComponent(name).path)
            }
        }
        return paths.sorted()
    }

    /// The largest storyboard or XIB of ../shared/corpus/storyboards.
    public static func largestStoryboard() -> String? {
        let root = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let files = names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.map {
            root.appendingPathComponent($0).path
        }
        func size(_ path: String) -> Int {
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        return files.max { (size($0), $1) < (size($1), $0) }
    }

    /// The largest Appium page source of ../shared/corpus/captures.
    public static func largestPageSource() -> String? {
        let root = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/captures/appium_xml")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let files = names.filter { $0.hasSuffix(".xml") }.map { root.appendingPathComponent($0).path }
        func size(_ path: String) -> Int {
            (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
        return files.max { (size($0), $1) < (size($1), $0) }
    }

    /// A generated page source of `count` rows (text, button and switch
    /// cells in a table), the size of a long real screen and beyond.
    public static func generatedPageSource(rows count: Int) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<AppiumAUT>\n"
        text +=
            "<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\" name=\"Bench\" label=\"Bench\" enabled=\"true\" visible=\"true\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
        text +=
            "<XCUIElementTypeTable type=\"XCUIElementTypeTable\" enabled=\"true\" visible=\"true\" x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n"
        for row in 0..<count {
            let y = row * 44
            text +=
                "<XCUIElementTypeCell type=\"XCUIElementTypeCell\" name=\"Row \(row)\" label=\"Row \(row)\" enabled=\"true\" visible=\"true\" x=\"0\" y=\"\(y)\" width=\"390\" height=\"44\">\n"
            text +=
                "<XCUIElementTypeStaticText type=\"XCUIElementTypeStaticText\" name=\"Row \(row)\" label=\"Row \(row)\" value=\"Row \(row)\" enabled=\"true\" visible=\"true\" x=\"20\" y=\"\(y + 11)\" width=\"200\" height=\"22\"/>\n"
            text +=
                "<XCUIElementTypeSwitch type=\"XCUIElementTypeSwitch\" name=\"toggle-\(row)\" label=\"Row \(row)\" value=\"\(row % 2)\" enabled=\"true\" visible=\"true\" x=\"320\" y=\"\(y + 6)\" width=\"51\" height=\"31\"/>\n"
            text += "</XCUIElementTypeCell>\n"
        }
        text += "</XCUIElementTypeTable>\n</XCUIElementTypeApplication>\n</AppiumAUT>\n"
        return Data(text.utf8)
    }
}
