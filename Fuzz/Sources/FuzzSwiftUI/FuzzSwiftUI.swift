import Foundation
import SwiftUIImport
import SwiftUISource

/// libFuzzer's entry point: one input, as the text of a Swift file. It is
/// read with swift-syntax, then its entry and its first previews are
/// evaluated into screens. Parse errors and "no view" are the expected
/// outcome for most inputs; a crash, a hang or a leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftUI(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let file = try SwiftSourceFile(path: "Fuzz.swift", text: text)
        let sources = SwiftSourceSet(files: [file])
        let translator = SwiftUITranslator(sources: sources)
        var entries = sources.previews.prefix(8).map { SwiftUITranslator.Entry.preview($0.name) }
        if let entry = translator.defaultEntry { entries.insert(entry, at: 0) }
        for entry in entries {
            _ = try? translator.translate(entry)
        }
    } catch {
        _ = error.description
    }
    return 0
}
