public import Diagnostics
public import Foundation

/// Reads a runtime accessibility capture into a ``CaptureDocument``: the
/// format is told from the content, and every format is read defensively
/// (a size limit, bounded nesting and element count, errors at their line
/// and column instead of a crash).
public struct CaptureReader: Sendable {
    /// Files larger than this are refused (captures of real screens are
    /// kilobytes; a 100,000-element capture is about 20 MB).
    public var maximumBytes = 64 << 20
    /// Captures with more elements than this are refused.
    public var maximumElements = 500_000
    /// Elements nested deeper than this are refused (WebDriverAgent stops at
    /// 50 levels by default; XCUITest trees are shallower still).
    public static let maximumDepth = 500

    /// Creates a reader.
    public init() {}

    /// The format of a file that starts with `head`, or `nil` when it is
    /// not a capture a11ysim reads.
    public static func detect(head: Data) -> CaptureFormat? {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let start = text.drop { $0.isWhitespace }
        if start.hasPrefix("<") {
            return text.contains("XCUIElementType") || text.contains("<AppiumAUT") ? .appium : nil
        }
        if start.hasPrefix("Attributes:") || start.hasPrefix("Element subtree:") || text.contains("\nElement subtree:")
        {
            return .xcuitest
        }
        if start.hasPrefix("{") || start.hasPrefix("[") {
            let markers = ["\"AXLabel\"", "\"AXFrame\"", "\"AXUniqueId\"", "\"AXValue\"", "\"role_description\""]
            return markers.contains(where: text.contains) ? .idb : nil
        }
        return nil
    }

    /// Reads the capture at `path` (named in messages as given).
    public func load(path: String) throws(Diagnostic) -> CaptureDocument {
        guard FileManager.default.fileExists(atPath: path) else {
            throw Diagnostic("there is no file at '\(path)'", file: path, line: 0, column: 0)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        if let size, size > maximumBytes { throw tooLarge(size, path: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic("the file cannot be read", file: path, line: 0, column: 0)
        }
        return try parse(data, path: path)
    }

    /// Reads `data` as the capture at `path`.
    public func parse(_ data: Data, path: String) throws(Diagnostic) -> CaptureDocument {
        if data.count > maximumBytes { throw tooLarge(data.count, path: path) }
        guard let format = Self.detect(head: data.prefix(4096)) else {
            throw Diagnostic(
                "the file is not a runtime capture; a11ysim reads \(CaptureFormat.readableList)", file: path, line: 0,
                column: 0)
        }
        var document: CaptureDocument
        switch format {
        case .appium: document = try AppiumSourceReader(path: path).read(data)
        case .xcuitest: document = try DebugDescriptionReader(path: path).read(data)
        case .idb: document = try AXeJSONReader(path: path).read(data)
        }
        let count = document.elementCount
        if count > maximumElements {
            throw Diagnostic(
                "the capture has \(count) elements, over the limit of \(maximumElements)", file: path, line: 0,
                column: 0,
                hint: "capture one screen at a time")
        }
        if count == 0 {
            throw Diagnostic(
                "the capture has no elements under its application", file: path, line: 0, column: 0,
                hint: "capture the screen again with the app in the foreground")
        }
        return document
    }

    private func tooLarge(_ size: Int, path: String) -> Diagnostic {
        Diagnostic(
            "the file is \(size) bytes, over the capture limit of \(maximumBytes) bytes", file: path, line: 0,
            column: 0,
            hint: "captures of one screen are far smaller; check that this is the right file")
    }
}
