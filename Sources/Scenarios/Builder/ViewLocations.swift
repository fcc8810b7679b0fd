internal import AppModel
internal import Diagnostics

/// Where each view the app builder made is declared, by the view: the
/// launch's views and those a live update made later (a row that appears
/// when the app's `.onAppear` fills its list), which the scenario's own
/// specs do not hold.
@MainActor
final class ViewLocations {
    private var locations: [ObjectIdentifier: SourceLocation] = [:]

    /// Keeps `location` for `view`, unless it is not a place in a file.
    func record(_ view: View, _ location: SourceLocation) {
        guard location.line > 0 else { return }
        locations[ObjectIdentifier(view)] = location
    }

    /// Where `view` is declared, if the builder made it from a located spec.
    func location(of view: View) -> SourceLocation? {
        locations[ObjectIdentifier(view)]
    }
}
