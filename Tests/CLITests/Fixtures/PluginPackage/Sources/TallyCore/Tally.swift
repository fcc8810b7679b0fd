/// The model: how many taps. No SwiftUI here, so the plugin leaves this target out.
public struct Tally: Sendable {
    public var count = 0

    public init() {}
}
