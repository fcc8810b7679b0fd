import Foundation
import Storyboard
import StoryboardImport

/// libFuzzer's entry point: one input, as the bytes of a storyboard or
/// XIB. Import errors are the expected outcome for most inputs; a crash,
/// a hang or a leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    do {
        let document = try StoryboardParser().parse(bytes, path: "fuzz.storyboard")
        _ = StoryboardTranslator(document: document).translate()
    } catch {
        _ = error.description
    }
    return 0
}
