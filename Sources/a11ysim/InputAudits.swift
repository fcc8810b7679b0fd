import Audit
import Diagnostics
import Inputs

/// Loads each input through the input pipeline and crawls it, for `audit`
/// and `snapshot`: SwiftUI sources from their entry and from each preview;
/// a file that does not load gives an audit with its first error, and all
/// its diagnostics are printed.
@MainActor
enum InputAudits {
    static func audit(_ files: [String], with auditor: Auditor, options: ImportOptions) async -> [FileAudit] {
        var options = options
        options.swiftUIPreviews = true
        let loader = InputLoader(options: options)
        var audits: [FileAudit] = []
        for file in files {
            do {
                let input = try await loader.load(file, for: .explore)
                var audit = await auditor.audit(spec: input.spec, file: file)
                if input.showsPreview { audit.markAsPreview() }
                for variant in input.variants {
                    var preview = await auditor.audit(spec: variant.spec, file: file)
                    preview.markAsPreview()
                    audit.append(preview, variant: variant.name)
                }
                audits.append(audit)
            } catch {
                CLIInput.report(error)
                audits.append(FileAudit(file: file, screens: [], findings: [], evaluations: [], error: error.first))
            }
        }
        return audits
    }
}
