import CaptureImport
import Captures
import Foundation

/// libFuzzer's entry point: one input, as the bytes of a runtime capture
/// (the format is told from the content, as every command does). Read,
/// then translate into one screen. Errors are the expected outcome for most
/// inputs; a crash, a hang or a leak is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    do {
        let document = try CaptureReader().parse(bytes, path: "fuzz.capture")
        _ = CaptureTranslator(document: document).translate()
    } catch {
        _ = error.description
    }
    return 0
}
