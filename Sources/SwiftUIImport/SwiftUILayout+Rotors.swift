internal import AppSpec

extension SwiftUILayout {
    /// A view a rotor entry names gets its provisional id on its first
    /// element; a view declaring rotors gives them to what it built (one
    /// view, or each of its elements, so focus anywhere inside offers them).
    static func withRotors(_ node: ViewNode, _ specs: [ViewSpec]) -> [ViewSpec] {
        var specs = specs
        if let key = node.rotorTarget, !specs.isEmpty { markFirstElement(&specs[0], key) }
        // `.accessibilityFocused` whose state holds: the element a live run moves VoiceOver to.
        if node.focusTarget, node.rotorTarget == nil, !specs.isEmpty {
            markFirstElement(&specs[0], ScreenBuilder.focusTargetMark)
        }
        if !node.resolvedRotors.isEmpty {
            for index in specs.indices { specs[index].customRotors += node.resolvedRotors }
        }
        return specs
    }

    /// The first leaf of `spec` (depth first) takes `key` as its id, unless
    /// it has one an explicit order uses (`sorted N`), which stays.
    private static func markFirstElement(_ spec: inout ViewSpec, _ key: String) {
        var depth = 0
        var path: [Int] = []
        var current = spec
        while let first = current.subviews.first, depth < 100 {
            path.append(0)
            current = first
            depth += 1
        }
        rename(&spec, along: path[...], key)
    }

    private static func rename(_ spec: inout ViewSpec, along path: ArraySlice<Int>, _ key: String) {
        guard let first = path.first else {
            // An id an explicit order names stays; the screen then drops the target it cannot find.
            if spec.id?.hasPrefix("sorted ") != true { spec.id = key }
            return
        }
        rename(&spec.subviews[first], along: path.dropFirst(), key)
    }
}
