import AppSpec
import SwiftUIImport
import Testing

/// `WithViewStore(store.scope(state: ViewState.init)) { viewStore in … }`
/// of the Composable Architecture before 1.0 passes its closure the
/// scoped store, whose members read the view state (Fixtures/ViewStores);
/// a UIKit view wrapped through a type alias of `UIViewRepresentable` is
/// drawn by UIKit, not a gap (Fixtures/WrappedUIKit).
@MainActor @Suite struct SwiftUIViewStoreTests {
    @Test func aViewStoreReadsTheScopedState() async throws {
        let (_, elements, _) = try await SwiftUIFixtureTests.read("ViewStores")
        #expect(elements == ["Anniversary", "Untitled", "Add a title"])
    }

    @Test func aRepresentableThroughATypeAliasIsDrawnByUIKit() async throws {
        let (_, elements, warnings) = try await SwiftUIFixtureTests.read("WrappedUIKit", entry: .view("RouteScreen"))
        #expect(elements == ["Route", "«RouteMap»"])
        #expect(
            warnings.contains(
                "Fixtures/WrappedUIKit/RouteMap.swift:20:13: note: «RouteMap» is not settled by the sources: framework (a UIKit view the app wraps, which UIKit draws)"
            ))
    }
}
