/// The resource types Xcode's generated asset symbols make
/// (`ImageResource.building1` is `ImageResource(name: "Building 1")`), for a
/// program that imports an Apple UI framework. A client declares the
/// symbols themselves from the app's asset catalogs.
enum AssetResourcesPrelude {
    /// The modules whose import brings these types in.
    static let modules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "DeveloperToolsSupport"]

    static let source = """
        struct ImageResource: Equatable, Hashable {
            let name: String
            init(name: String) {
                self.name = name
            }
        }
        """
}
