internal import AppModel
internal import Diagnostics
internal import Foundation

/// Reads the `debugDescription` XCUITest prints for an element: an
/// `Attributes:` line, an `Element subtree:` whose lines are indented two
/// spaces per level (`→` marks the element the description is of), then
/// `Path to element:` and `Query chain:`, which are skipped. Each element
/// line is `Type, 0xADDRESS, {{x, y}, {w, h}}` followed by any of
/// `identifier: '…'`, `label: '…'`, `placeholderValue: '…'`, `value: …`,
/// `title: '…'`, `Selected`, `Disabled`.
struct DebugDescriptionReader {
    let path: String

    /// One line of the subtree.
    private struct Line {
        var indent: Int
        var element: CapturedElement
    }

    func read(_ data: Data) throws(Diagnostic) -> CaptureDocument {
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic(
                "the file is not UTF-8 text", file: path, hint: "save the debugDescription output as UTF-8")
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? $0.dropLast() : $0
        }
        guard let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Element subtree:" })
        else {
            throw Diagnostic(
                "the debugDescription has no 'Element subtree:' section", file: path, line: 1, column: 1,
                hint: "print app.debugDescription (or an element's) after the screen has loaded")
        }
        var parsed: [Line] = []
        var number = start + 1
        while number < lines.count {
            let raw = lines[number]
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasSuffix(":") && !trimmed.contains(",") { break }
            var indent = 0
            for character in raw {
                guard character == " " || character == "→" || character == "\t" else { break }
                indent += 1
            }
            let body = raw.drop { $0 == " " || $0 == "→" || $0 == "\t" }
            parsed.append(
                Line(indent: indent, element: try element(String(body), line: number + 1, column: indent + 1)))
            number += 1
        }
        guard !parsed.isEmpty else {
            throw Diagnostic("the 'Element subtree:' section is empty", file: path, line: start + 1, column: 1)
        }
        let roots = try tree(parsed)
        var document = CaptureDocument(
            file: path, format: .xcuitest, applicationName: nil, screenSize: nil, elements: roots)
        if roots.count == 1, roots[0].type == "Application" {
            document.applicationName = roots[0].label ?? roots[0].identifier
            document.elements = roots[0].children
            document.screenSize = roots[0].frame?.size
            document.elementCount = document.elements.reduce(0) { $0 + $1.count }
        }
        if document.screenSize == nil {
            document.screenSize =
                document.elements.lazy.compactMap(\.frame).first { $0.size.width > 0 && $0.size.height > 0 }?.size
        }
        return document
    }

    /// Nests lines by indentation: a line's parent is the nearest earlier
    /// line indented less.
    private func tree(_ lines: [Line]) throws(Diagnostic) -> [CapturedElement] {
        var stack: [(indent: Int, element: CapturedElement)] = []
        var roots: [CapturedElement] = []
        func close(above indent: Int) {
            while let last = stack.last, last.indent >= indent {
                stack.removeLast()
                if stack.isEmpty {
                    roots.append(last.element)
                } else {
                    stack[stack.count - 1].element.children.append(last.element)
                }
            }
        }
        for line in lines {
            close(above: line.indent)
            if stack.count >= CaptureReader.maximumDepth {
                throw Diagnostic(
                    "elements are nested more than \(CaptureReader.maximumDepth) levels deep", file: path,
                    line: line.element.line, column: line.element.column,
                    hint: "XCUITest trees nest a few dozen levels; this file was probably generated or damaged")
            }
            stack.append((line.indent, line.element))
        }
        close(above: 0)
        return roots
    }

    /// One element line: `Type, 0xADDRESS, {{x, y}, {w, h}}, label: '…', Selected`.
    private func element(_ body: String, line: Int, column: Int) throws(Diagnostic) -> CapturedElement {
        var scanner = FieldScanner(text: Array(body), path: path, line: line, column: column)
        let typeField = scanner.plainField()
        guard !typeField.isEmpty else {
            throw scanner.error("an element line starts with its type (Button, StaticText, Other, …)")
        }
        // "Window (Main)" names the window; the type is the first word.
        let type = typeField.split(separator: " ").first.map(String.init) ?? typeField
        var element = CapturedElement(type: type, line: line, column: column)
        while scanner.skipSeparator() {
            if scanner.peek("{") {
                element.frame = try scanner.frame()
                continue
            }
            if scanner.peek("0x") {
                _ = scanner.plainField()
                continue
            }
            let key = scanner.key()
            switch key {
            case "identifier": element.identifier = nonEmpty(try scanner.quotedOrPlain())
            case "label": element.label = nonEmpty(try scanner.quotedOrPlain())
            case "value": element.value = try scanner.quotedOrPlain()
            case "placeholderValue": element.placeholder = nonEmpty(try scanner.quotedOrPlain())
            case "title": _ = try scanner.quotedOrPlain()
            case "pid": _ = scanner.plainField()
            case nil:
                let flag = scanner.plainField()
                switch flag {
                case "Selected": element.selected = true
                case "Disabled": element.enabled = false
                default: break
                }
            default: _ = try scanner.quotedOrPlain()
            }
        }
        return element
    }

    private func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}
