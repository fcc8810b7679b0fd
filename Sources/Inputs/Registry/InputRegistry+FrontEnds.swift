internal import AppSpec
internal import CaptureImport
internal import Captures
internal import Diagnostics
internal import Foundation
internal import ScenarioYAML
internal import Storyboard
internal import StoryboardImport
internal import SwiftUIImport

extension InputRegistry {
    /// Interface Builder storyboards and XIBs.
    public static let storyboard = InputFrontEnd(
        kind: .storyboard,
        description: "Interface Builder storyboards and XIBs (.storyboard, .xib)",
        noun: "storyboards and XIBs (.storyboard, .xib)",
        folderExtensions: [".storyboard", ".xib"],
        isImported: true,
        detect: { head, path throws(Diagnostic) in
            let text = headText(head)
            let lower = path.lowercased()
            let named = lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib")
            // A damaged storyboard still goes to the importer, which says where it breaks.
            let start = text.drop(while: \.isWhitespace)
            if start.hasPrefix("<") { return text.contains("com.apple.InterfaceBuilder") || named }
            let json = start.hasPrefix("{") || start.hasPrefix("[{") || start.hasPrefix("[\n")
            if named, !json, CaptureReader.detect(head: head) == nil {
                throw Diagnostic(
                    "the file does not start like Interface Builder XML (<?xml … <document type=\"com.apple.InterfaceBuilder…\">)",
                    file: path)
            }
            return false
        },
        referenceHead: { reference, spec throws(DiagnosticGroup) in
            var head = ScenarioSpec(file: spec.file, name: spec.name, root: spec.root)
            head.device = spec.device
            head.storyboard = reference
            return try ScenarioWriter.headText(for: head)
        },
        read: { path, options throws(DiagnosticGroup) in
            let importer = StoryboardImporter(options: options.storyboard)
            let (spec, document) = try importer.load(path: path)
            let file = InputFileName.of(path)
            return InputFrontEnd.Reading(
                spec: spec, source: .imported(name: "\(file) (imported)"), warnings: document.warnings,
                importHeader: StoryboardImporter.header(file: file))
        })

    /// Runtime accessibility captures of a running app.
    public static let capture = InputFrontEnd(
        kind: .capture,
        description: "runtime captures: \(CaptureFormat.readableList)",
        noun: "runtime captures",
        folderExtensions: [],
        contentExtensions: [".xml", ".json", ".txt"],
        isImported: true,
        detect: { head, _ in CaptureReader.detect(head: head) != nil },
        referenceHead: { reference, spec throws(DiagnosticGroup) in
            var head = ScenarioSpec(file: spec.file, name: spec.name, root: spec.root)
            head.device = spec.device
            var controller = ControllerSpec(id: spec.root)
            controller.capture = reference
            head.controllers = [controller]
            return try ScenarioWriter.headText(for: head)
        },
        read: { path, _ throws(DiagnosticGroup) in
            let (spec, document, warnings) = try CaptureImporter().load(path: path)
            let file = InputFileName.of(path)
            return InputFrontEnd.Reading(
                spec: spec, source: .imported(name: "\(file) (imported)"), warnings: warnings,
                importHeader: CaptureImporter.header(file: file, document: document))
        })

    /// SwiftUI source: a `.swift` file and the Swift files of its folder.
    public static let swiftUI = InputFrontEnd(
        kind: .swiftUI,
        description: "SwiftUI sources (.swift, read with the Swift files of their folder)",
        noun: "SwiftUI sources (.swift)",
        folderExtensions: [],
        isImported: true,
        detect: { _, path in path.lowercased().hasSuffix(".swift") },
        referenceHead: { reference, spec throws(DiagnosticGroup) in
            var head = ScenarioSpec(file: spec.file, name: spec.name, root: spec.root)
            head.swiftUI = SwiftUISourceReference(path: reference, entry: spec.swiftUI?.entry)
            return try ScenarioWriter.headText(for: head)
        },
        read: { path, options throws(DiagnosticGroup) in
            var (spec, warnings, entry, variants, showsPreview) = try SwiftUIImporter().load(
                path: path, entry: options.swiftUIEntry, previews: options.swiftUIPreviews)
            spec.swiftUI = SwiftUISourceReference(path: path, entry: options.swiftUIEntry)
            let file = InputFileName.of(path)
            var reading = InputFrontEnd.Reading(
                spec: spec, source: .imported(name: "\(file) (imported)"), warnings: warnings,
                importHeader: SwiftUIImporter.header(file: file, entry: entry), variants: variants)
            reading.showsPreview = showsPreview
            return reading
        })

    /// Scenario files: YAML with an app and its steps. It takes every file
    /// no other front end claims, except XML and JSON, which are formats
    /// a11ysim does not read.
    public static let scenario = InputFrontEnd(
        kind: .scenario,
        description: "scenario YAML (.yaml, .yml)",
        noun: "scenario files (.yaml, .yml)",
        takesTheRest: true,
        folderExtensions: [".yaml", ".yml"],
        isImported: false,
        detect: { head, path throws(Diagnostic) in
            let text = headText(head)
            let start = text.drop(while: \.isWhitespace)
            if start.hasPrefix("<") {
                if text.contains("<hierarchy") || text.contains("android.") {
                    throw Diagnostic(
                        "this is an Android UI Automator page source; a11ysim reads iOS apps: \(readableList)",
                        file: path, line: 0, column: 0)
                }
                throw Diagnostic(
                    "this XML is not an Interface Builder document; a11ysim reads \(readableList)", file: path)
            }
            if start.hasPrefix("{") || start.hasPrefix("[{") || start.hasPrefix("[\n") {
                throw Diagnostic("this JSON is not an input a11ysim reads; it reads \(readableList)", file: path)
            }
            return true
        },
        read: { path, options throws(DiagnosticGroup) in
            let text = try InputLoader.text(of: path)
            let spec = try scenarioLoader(options: options).load(text: text, path: path)
            return InputFrontEnd.Reading(spec: spec, source: .text(text), warnings: [], importHeader: nil)
        })

    /// The first 4 KiB of a file as text, without a byte order mark.
    static func headText(_ head: Data) -> String {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return String(decoding: bytes.prefix(4096), as: UTF8.self)
    }
}
