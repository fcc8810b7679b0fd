import AppModel
import VoiceOver

/// The engine work the benchmarks time, on the main actor where the app
/// model lives. Screens are built once per size and kept, so that building
/// them is never part of a measurement.
@MainActor
public enum EngineWork {
    private static var screens: [Int: GeneratedScreen] = [:]
    private static var readers: [Int: ScreenReader] = [:]
    private static var trees: [Int: ElementTree] = [:]

    /// The generated screen of `count` labels.
    public static func screen(_ count: Int) -> GeneratedScreen {
        if let screen = screens[count] { return screen }
        let screen = GeneratedScreen(count: count)
        screens[count] = screen
        return screen
    }

    /// Builds the element tree (prune, group, sort, flatten) of the screen
    /// of `count` labels and returns its element count.
    public static func buildTree(_ count: Int) -> Int {
        ElementTree(application: screen(count).application).elements.count
    }

    /// Sorts the screen's frames with VoiceOver's reading order alone (the
    /// sort step of the tree build) and returns a checksum of the result.
    public static func readingOrderSort(_ count: Int) -> Int {
        let order = ElementTree.readingOrder(of: screen(count).frames, threshold: 8, layoutDirection: .leftToRight)
        return order[order.count / 3] &+ order[order.count / 2]
    }

    /// Sorts the same frames with ``PlainSort`` and returns a checksum of the result.
    public static func plainSort(_ count: Int) -> Int {
        let sorted = PlainSort.sorted(screen(count).frames)
        return Int(sorted[sorted.count / 3].minX + sorted[sorted.count / 2].minY)
    }

    /// Prepares a running screen reader on the screen of `count` labels,
    /// focused near the middle, so swipes never reach an end.
    public static func prepareReader(_ count: Int) async {
        guard readers[count] == nil else { return }
        let application = screen(count).application
        let reader = ScreenReader(application: application)
        await reader.start()
        let tree = ElementTree(application: application)
        _ = await reader.focus(on: tree.elements[tree.elements.count / 2].view)
        readers[count] = reader
    }

    /// Swipes right then left, `pairs` times, and returns each swipe's
    /// nanoseconds.
    public static func swipeTimes(_ count: Int, pairs: Int) async -> [Int] {
        await prepareReader(count)
        guard let reader = readers[count] else { return [] }
        var times: [Int] = []
        times.reserveCapacity(pairs * 2)
        let clock = ContinuousClock()
        for _ in 0..<pairs {
            let start = clock.now
            await reader.swipeRight()
            let middle = clock.now
            await reader.swipeLeft()
            let end = clock.now
            times.append(nanoseconds(middle - start))
            times.append(nanoseconds(end - middle))
        }
        return times
    }

    /// The element tree of `count` labels, built once.
    public static func tree(_ count: Int) -> ElementTree {
        if let tree = trees[count] { return tree }
        let tree = ElementTree(application: screen(count).application)
        trees[count] = tree
        return tree
    }

    /// Composes the spoken description of every element of the tree of
    /// `count` labels and returns the characters spoken.
    public static func describeAll(_ count: Int) -> Int {
        let composer = DescriptionComposer()
        var characters = 0
        for element in tree(count).elements { characters += composer.describe(element).text.utf8.count }
        return characters
    }

    /// Resident bytes per element held by a new screen of `count` labels with
    /// its element tree (views, controllers, tree and index together).
    public static func residentBytesPerElement(_ count: Int) -> Int {
        let before = HeapUsage.residentBytes()
        let screen = GeneratedScreen(count: count)
        let tree = ElementTree(application: screen.application)
        let after = HeapUsage.residentBytes()
        withExtendedLifetime((screen, tree)) {}
        return (after - before) / max(1, tree.elements.count)
    }

    /// Whole nanoseconds of `duration`.
    nonisolated public static func nanoseconds(_ duration: Duration) -> Int {
        let parts = duration.components
        return Int(parts.seconds) * 1_000_000_000 + Int(parts.attoseconds / 1_000_000_000)
    }
}
