public import Foundation
public import Diagnostics
internal import Captures

/// What an input file is, told from its content: every command accepts
/// every kind.
public enum InputKind: String, Sendable, Hashable, CaseIterable {
    /// A scenario file (YAML): an app and its steps.
    case scenario
    /// An Interface Builder storyboard or XIB.
    case storyboard
    /// A runtime accessibility capture: an Appium/WebDriverAgent page
    /// source, an XCUITest debugDescription or idb/AXe JSON.
    case capture

    /// File name endings a folder is searched for.
    public static let folderExtensions = [".yaml", ".yml", ".storyboard", ".xib"]

    /// File name endings whose files are inputs in a folder when their
    /// content is a runtime capture.
    public static let captureExtensions = [".xml", ".json", ".txt"]

    /// The kinds in words, for messages.
    public static let readableList = "scenario YAML (.yaml, .yml), Interface Builder storyboards and XIBs (.storyboard, .xib), "
        + "and runtime captures: \(CaptureFormat.readableList)"

    /// Whether the file at `path` (named .xml, .json or .txt) is a runtime capture.
    static func isCapture(path: String) -> Bool {
        guard captureExtensions.contains(where: { path.lowercased().hasSuffix($0) }),
            let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return CaptureReader.detect(head: (try? handle.read(upToCount: 4096)) ?? Data()) != nil
    }

    /// The kind of the file at `path`, from its first bytes: Interface
    /// Builder XML is a storyboard; other XML and JSON are formats a11ysim
    /// does not read (an error naming the ones it does); anything else is
    /// read as a scenario.
    public static func detect(path: String) throws(Diagnostic) -> InputKind {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Diagnostic("the file cannot be read", file: path, line: 0, column: 0)
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return try detect(head: head, path: path)
    }

    /// The kind of a file that starts with `head`.
    public static func detect(head: Data, path: String) throws(Diagnostic) -> InputKind {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let start = text.drop { $0.isWhitespace }
        let lower = path.lowercased()
        let namedAsStoryboard = lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
        if start.hasPrefix("<") {
            // A damaged storyboard still goes to the importer, which says where it breaks.
            if text.contains("com.apple.InterfaceBuilder") || namedAsStoryboard { return .storyboard }
            if CaptureReader.detect(head: head) != nil { return .capture }
            if text.contains("<hierarchy") || text.contains("android.") {
                throw Diagnostic("this is an Android UI Automator page source; a11ysim reads iOS apps: \(readableList)", file: path, line: 0, column: 0)
            }
            throw Diagnostic("this XML is not an Interface Builder document; a11ysim reads \(readableList)", file: path)
        }
        if CaptureReader.detect(head: head) != nil { return .capture }
        if start.hasPrefix("{") || start.hasPrefix("[{") || start.hasPrefix("[\n") {
            throw Diagnostic("this JSON is not an input a11ysim reads; it reads \(readableList)", file: path)
        }
        if namedAsStoryboard {
            throw Diagnostic("the file does not start like Interface Builder XML (<?xml … <document type=\"com.apple.InterfaceBuilder…\">)", file: path)
        }
        return .scenario
    }
}
