public import Crawl
public import Diagnostics

/// Two inputs compared screen by screen: screens are matched by name (the
/// screen key, then the content controller's id, ignoring case); two
/// one-screen inputs are compared whatever their names; `--screen` picks one.
public struct InputDiff: Sendable {
    /// The files compared.
    public var first: String
    /// The second input's path, as given.
    public var second: String
    /// The screens compared, with their differences.
    public var screens: [ScreenDiff]
    /// Screen names found in only one input.
    public var onlyInFirst: [String]
    /// Screen names found only in the second input.
    public var onlyInSecond: [String]
    /// What was compared and how closely.
    public var options: DiffOptions

    /// Whether the inputs differ in anything compared.
    public var hasDifferences: Bool {
        !onlyInFirst.isEmpty || !onlyInSecond.isEmpty || screens.contains { !$0.changes.isEmpty }
    }

    /// A screen to compare: `NAME` in both inputs, or `A:B`.
    public struct ScreenChoice: Sendable, Hashable {
        /// The screen's name in the first input.
        public var first: String
        /// The screen's name in the second input.
        public var second: String

        /// Parses `NAME` or `A:B`.
        public init(_ text: String) {
            if let colon = text.firstIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex
            {
                first = String(text[..<colon])
                second = String(text[text.index(after: colon)...])
            } else {
                first = text
                second = text
            }
        }
    }

    /// Compares the screens of two inputs.
    public init(
        first: String, firstScreens: [ScreenSnapshot], second: String, secondScreens: [ScreenSnapshot],
        options: DiffOptions,
        choice: ScreenChoice? = nil
    ) throws(Diagnostic) {
        self.first = first
        self.second = second
        self.options = options
        var pairs: [(ScreenSnapshot, ScreenSnapshot)] = []
        var restA = firstScreens
        var restB = secondScreens
        if let choice {
            let a = try Self.find(choice.first, in: firstScreens, file: first)
            let b = try Self.find(choice.second, in: secondScreens, file: second)
            pairs = [(a, b)]
            restA = []
            restB = []
        } else if firstScreens.count == 1, secondScreens.count == 1 {
            pairs = [(firstScreens[0], secondScreens[0])]
            restA = []
            restB = []
        } else {
            for keyOf in [
                { (s: ScreenSnapshot) in s.key.lowercased() }, { (s: ScreenSnapshot) in s.controller.lowercased() },
            ] {
                var index = 0
                while index < restA.count {
                    if let match = restB.firstIndex(where: { keyOf($0) == keyOf(restA[index]) }) {
                        pairs.append((restA.remove(at: index), restB.remove(at: match)))
                    } else {
                        index += 1
                    }
                }
            }
        }
        screens = pairs.map { ScreenDiff(first: $0.0, second: $0.1, options: options) }
        onlyInFirst = restA.map(\.key)
        onlyInSecond = restB.map(\.key)
    }

    private static func find(
        _ name: String, in screens: [ScreenSnapshot], file: String
    ) throws(Diagnostic) -> ScreenSnapshot {
        let lower = name.lowercased()
        if let screen = screens.first(where: { $0.key.lowercased() == lower })
            ?? screens.first(where: { $0.controller.lowercased() == lower })
        {
            return screen
        }
        let names = screens.map(\.key)
        throw Diagnostic(
            "there is no screen '\(name)' in this input; its screens are: \(names.map { "'\($0)'" }.joined(separator: ", "))",
            file: file, line: 0, column: 0, hint: Suggestions.hint(for: name, among: names))
    }
}
