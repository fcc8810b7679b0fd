internal import SwiftEval

/// Class instances keep their identity through the reader (docs/swiftui.md,
/// "State and actions"): an object the interpreter made is shown to the
/// reader as its properties, tagged with the object itself, so handing it
/// back gives the same object (a model configured in a view's initializer,
/// a navigation path held in state and changed by a step's button), not a
/// new one made from what the reader could show. A property the reader
/// changed is written into the object; a state read shows the object as it
/// is now.
extension SwiftUIEvaluator {
    /// The object as `type`'s properties with the tag that names it and
    /// this showing of it (what the reader later changed is told from it).
    func taggedObject(_ object: Object, shown: [String: SwiftValue]) -> SwiftValue {
        let key = ObjectIdentifier(object)
        guard cache.objectSnapshots.count < Self.heldValueLimit else {
            return .instance(type: object.type, properties: shown)
        }
        let index: Int
        if let known = cache.objectIndices[key] {
            index = known
        } else {
            guard cache.heldValues.count < Self.heldValueLimit else {
                return .instance(type: object.type, properties: shown)
            }
            cache.heldValues.append(.object(object))
            index = cache.heldValues.count - 1
            cache.objectIndices[key] = index
        }
        // Shown as it was last time: that showing again (a long run shows an object at every reading).
        let number: Int
        if let last = cache.lastSnapshot[index], cache.objectSnapshots[last] == shown {
            number = last
        } else {
            cache.objectSnapshots.append(shown)
            number = cache.objectSnapshots.count - 1
            cache.lastSnapshot[index] = number
        }
        var tagged = shown
        tagged[SwiftValue.objectTag] = .held(index: index, text: String(number))
        return .instance(type: object.type, properties: tagged)
    }

    /// A struct instance as its properties with the tag that names the
    /// interpreter's value, so that handing it back unchanged gives that
    /// value exactly (a type, an unsigned number, a key the reader has no
    /// form of); one the reader changed is made again from its properties.
    func taggedInstance(_ original: Value, type: String, shown: [String: SwiftValue]) -> SwiftValue {
        // Plain data shown again is the showing made the first time: held once however often it is read.
        let key = original.pureKey()
        if let key, let known = cache.pureInstances[key] { return known }
        guard cache.heldValues.count < Self.heldValueLimit, cache.objectSnapshots.count < Self.heldValueLimit else {
            return .instance(type: type, properties: shown)
        }
        cache.heldValues.append(original)
        cache.objectSnapshots.append(shown)
        var tagged = shown
        tagged[SwiftValue.objectTag] = .held(
            index: cache.heldValues.count - 1, text: String(cache.objectSnapshots.count - 1))
        if let key { cache.pureInstances[key] = .instance(type: type, properties: tagged) }
        return .instance(type: type, properties: tagged)
    }

    /// The struct value a tagged instance names when the reader did not change it; `nil` otherwise.
    func heldInstance(_ properties: [String: SwiftValue]) -> Value? {
        guard case .held(let index, let showing)? = properties[SwiftValue.objectTag], index < cache.heldValues.count,
            case .instance = cache.heldValues[index], let number = Int(showing),
            cache.objectSnapshots.indices.contains(number)
        else { return nil }
        var shown = properties
        shown[SwiftValue.objectTag] = nil
        return cache.objectSnapshots[number] == shown ? cache.heldValues[index] : nil
    }

    /// The object a tagged instance names, with what the reader changed in
    /// its properties since that showing written into it; `nil` for another value.
    func heldObject(_ properties: [String: SwiftValue], depth: Int) -> Value? {
        guard case .held(let index, let showing)? = properties[SwiftValue.objectTag], index < cache.heldValues.count,
            case .object(let object) = cache.heldValues[index]
        else { return nil }
        var shown = properties
        shown[SwiftValue.objectTag] = nil
        if let number = Int(showing), cache.objectSnapshots.indices.contains(number) {
            let recorded = cache.objectSnapshots[number]
            if recorded != shown {
                // Only its properties: a method's scope holds its locals beside them.
                for (name, changed) in shown
                where recorded[name] != nil && recorded[name] != changed && !changed.isUnknown {
                    // Only a value the reader hands back whole: a dictionary keyed by instances, or a
                    // part it holds, would come back unknown and lose what the object holds.
                    let converted = evalValue(changed, depth: depth + 1)
                    if Self.firstUnknown(in: converted) == nil { object[name] = converted }
                }
            }
        }
        return .object(object)
    }

    /// `value` with each object it holds shown as the object is now (state
    /// kept between evaluations, which the app's code may have changed since).
    func refreshed(_ value: SwiftValue, depth: Int = 0) -> SwiftValue {
        guard depth < 8 else { return value }
        switch value {
        case .instance(let type, let properties):
            if properties[SwiftValue.objectTag] != nil, let object = heldObject(properties, depth: depth),
                let shown = readerValue(object, depth: 0)
            {
                return shown
            }
            return .instance(type: type, properties: properties.mapValues { refreshed($0, depth: depth + 1) })
        case .array(let items): return .array(items.map { refreshed($0, depth: depth + 1) })
        default: return value
        }
    }
}

extension SwiftValue {
    /// The property of an instance that names the interpreter's object it shows.
    static let objectTag = "\u{1}object"
}
