/// Names of Apple's frameworks that app code uses without a capital
/// prefix, so they cannot be told from a package's by their spelling: a
/// value made from one is never code outside the sources.
public enum AppleFrameworks {
    /// SwiftData's and Core Data's queries and SwiftUI's wrappers over
    /// them, and the services that read the device or the network
    /// (WeatherKit, Core Location, HealthKit, CloudKit): what they give
    /// is data only the running device has.
    public static let dataSources: Set<String> = [
        "Query", "FetchRequest", "SectionedFetchRequest", "FetchDescriptor", "FetchedResults",
        "SectionedFetchedResults", "WeatherService", "CLLocationManager", "HKHealthStore", "CKContainer",
    ]

    /// UIKit's and WatchKit's views of the running app and device
    /// (`UIApplication.shared.alternateIconName`, `UIDevice.current.name`):
    /// what they hold is the device's state, by type.
    public static let deviceState: [String: String] = [
        "UIApplication": "the running app's state", "UIDevice": "the device's model and settings",
        "UIScreen": "the device's screen", "UIAccessibility": "the device's accessibility settings",
        "UITraitCollection": "the device's appearance settings", "WKInterfaceDevice": "the watch's model and settings",
    ]

    /// Other types of Apple's frameworks (SwiftUI, SwiftData, Combine,
    /// the color resources Xcode generates from an asset catalog).
    public static let typeNames: Set<String> = dataSources.union([
        "ColorResource", "Published", "ObservedObject", "StateObject", "EnvironmentObject",
        "Environment", "AppStorage", "SceneStorage", "Bindable", "Observable", "ObservableObject", "Model",
        "ModelContext", "ModelContainer", "Schema", "Relationship", "Attribute", "PersistentIdentifier",
        "Sink", "Cancellable", "Subscribers", "Publishers", "Future", "Deferred", "Empty", "Fail",
    ])
}
