import AppSpec
import SwiftUIImport
import Testing

/// A preview provider's own statics are its members where its previews are
/// read: `@State static var order` passed as `$order` to a binding, and a
/// `static let` (Fixtures/PreviewStatics).
@MainActor @Suite struct SwiftUIPreviewStaticsTests {
    @Test func aProvidersStaticStateIsWhatItsPreviewBindsTo() async throws {
        let (_, elements, warnings) = try await SwiftUIFixtureTests.read(
            "PreviewStatics", entry: .preview("Counter_Previews"))
        #expect(elements == ["Sort order", "-1", "Up. Button."])
        #expect(!warnings.contains { $0.contains("not declared in the sources") })
    }
}
