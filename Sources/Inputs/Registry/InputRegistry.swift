internal import AppSpec
internal import CaptureImport
internal import Captures
public import Diagnostics
public import Foundation
public import ScenarioYAML
internal import Storyboard
internal import StoryboardImport
internal import SwiftUIImport
internal import XcodeProject

/// The input kinds a11ysim reads, in the order a file's content is tried
/// against them (the last, scenario YAML, takes what no other claims).
/// Every command, the worker processes and the help texts read this list;
/// a new front end is a module plus one entry here.
public enum InputRegistry {
    /// Every front end, in the order help texts list them.
    public static let frontEnds: [InputFrontEnd] = [scenario, storyboard, capture, swiftUI]

    /// The order a file's content is tried in: the kind that takes the
    /// rest comes last.
    static var detectionOrder: [InputFrontEnd] {
        frontEnds.filter { !$0.takesTheRest } + frontEnds.filter(\.takesTheRest)
    }

    /// The help of a command's input paths: every kind, and what a folder
    /// is searched for.
    public static var pathsHelp: String {
        "Input files (\(frontEnds.map(\.noun).joined(separator: ", "))), Xcode projects (.xcodeproj: the storyboards and XIBs their app targets build) or directories, searched for \(searchedDescription)."
    }

    /// What a folder is searched for, every kind's endings in words:
    /// "*.yaml, *.yml, *.storyboard, *.xib; *.xml, *.json, *.txt that are runtime captures".
    public static var searchedDescription: String {
        let always = folderExtensions.map { "*\($0)" }.joined(separator: ", ")
        let byContent = frontEnds.filter { !$0.contentExtensions.isEmpty }
            .map { frontEnd in
                frontEnd.contentExtensions.map { "*\($0)" }.joined(separator: ", ") + " that are \(frontEnd.noun)"
            }
        return ([always] + byContent).joined(separator: "; ")
    }

    /// The help of a command's one input file.
    public static var fileHelp: String {
        "An input file: \(frontEnds.map(\.noun).joined(separator: ", "))."
    }

    /// The capture formats a11ysim reads, for help texts.
    public static var captureFormats: String { CaptureFormat.readableList }

    /// The kinds `a11ysim import` reads, for a sentence.
    public static var importedNouns: String {
        let nouns = frontEnds.filter(\.isImported).map(\.noun)
        return nouns.count < 2 ? nouns.joined() : nouns.dropLast().joined(separator: ", ") + " and " + nouns.last!
    }

    /// The input files a project folder stands for: an Xcode project's
    /// storyboards and XIBs that its shipping targets build (target
    /// membership from `project.pbxproj`; test bundles left out). `nil` when
    /// `path` is no project.
    public static func projectFiles(_ path: String) -> Result<[String], Diagnostic>? {
        guard XcodeProject.isProject(path) else { return nil }
        do throws(Diagnostic) {
            return .success(try XcodeProject.load(path: path).shippedInterfaceFiles)
        } catch {
            return .failure(error)
        }
    }

    /// The front end of `kind`.
    public static func frontEnd(_ kind: InputKind) -> InputFrontEnd? {
        frontEnds.first { $0.kind == kind }
    }

    /// File name endings a folder is searched for whatever their content.
    public static var folderExtensions: [String] { frontEnds.flatMap(\.folderExtensions) }

    /// Every file name ending a folder search may pick up.
    public static var searchedExtensions: [String] { frontEnds.flatMap { $0.folderExtensions + $0.contentExtensions } }

    /// The kinds in words, for help texts and messages.
    public static var readableList: String {
        let descriptions = frontEnds.map(\.description)
        return descriptions.dropLast().joined(separator: ", ") + ", and " + (descriptions.last ?? "")
    }

    /// The kind of the file at `path`, from its first bytes.
    public static func detect(path: String) throws(Diagnostic) -> InputKind {
        // A folder is an input only as a SwiftUI app (see InputSelection).
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return .swiftUI
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw Diagnostic("the file cannot be read", file: path, line: 0, column: 0)
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return try detect(head: head, path: path)
    }

    /// The kind of a file that starts with `head`.
    public static func detect(head: Data, path: String) throws(Diagnostic) -> InputKind {
        for frontEnd in detectionOrder where try frontEnd.detect(head, path) { return frontEnd.kind }
        throw Diagnostic("a11ysim does not read this file; it reads \(readableList)", file: path)
    }

    /// Whether a folder search picks up the file at `path`: its ending is
    /// one a front end always takes, or one it takes by content and the
    /// content is of that kind.
    static func isSearched(path: String) -> Bool {
        let lower = path.lowercased()
        if folderExtensions.contains(where: { lower.hasSuffix($0) }) { return true }
        let byContent = frontEnds.filter { $0.contentExtensions.contains(where: { lower.hasSuffix($0) }) }
        guard !byContent.isEmpty, let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return byContent.contains { (try? $0.detect(head, path)) == true }
    }

    /// The loader of scenario files, reading the storyboards and captures
    /// a scenario names through their front ends with `options`.
    public static func scenarioLoader(options: ImportOptions) -> ScenarioLoader {
        ScenarioLoader(sources: referencedSources(options: options))
    }

    static func referencedSources(options: ImportOptions) -> ReferencedSources {
        ReferencedSources(
            storyboard: { path throws(Diagnostic) in
                let document = try StoryboardParser(options: options.storyboard).load(path: path)
                let result = StoryboardTranslator(document: document).translate()
                return ReferencedSources.App(controllers: result.controllers, root: result.root)
            },
            capture: { path, id throws(Diagnostic) in
                let (controller, size) = try CaptureImporter.controller(path: path, id: id)
                return ReferencedSources.App(controllers: [controller], root: controller.id, screenSize: size)
            },
            swiftUI: { path, entry, rightToLeft, launch throws(DiagnosticGroup) in
                let (spec, _, _, _, _) = try SwiftUIImporter().load(
                    path: path, entry: entry, previews: false, rightToLeft: rightToLeft, launch: launch)
                return ReferencedSources.App(
                    controllers: spec.controllers, root: spec.root, layoutDirection: spec.rightToLeftDirection,
                    live: spec.live)
            })
    }
}
