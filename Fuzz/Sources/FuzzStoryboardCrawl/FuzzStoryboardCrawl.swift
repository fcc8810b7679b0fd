import Audit
import Crawl
import Foundation
import Storyboard
import StoryboardImport

/// libFuzzer's entry point: one input, as the bytes of a storyboard or XIB.
/// A document that imports then gets import's smoke script (written from
/// the one crawl) and is crawled as the audit crawls it (a few screens, shallow), so
/// the walks over presentation chains, containment and segue graphs meet
/// what a damaged or cyclic file holds. A crash or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardCrawl(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    let document: StoryboardDocument
    do {
        document = try StoryboardParser().parse(bytes, path: "fuzz.storyboard")
    } catch {
        return 0
    }
    let finished = Flag()
    Task { @MainActor in
        defer { finished.set() }
        let importer = StoryboardImporter()
        guard let spec = try? importer.spec(of: document) else { return }
        _ = await SmokeScript.make(for: spec)
        var auditor = Auditor()
        auditor.maximumScreens = 6
        auditor.maximumDepth = 3
        _ = await auditor.audit(spec: spec, file: "fuzz.storyboard")
    }
    // The main actor runs on the main queue, which the main run loop drains.
    while !finished.isSet {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return 0
}

/// A flag set on the main actor and read by the run loop turning on the main thread.
private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
