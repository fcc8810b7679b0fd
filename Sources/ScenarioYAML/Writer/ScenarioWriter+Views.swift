internal import AppModel
internal import AppSpec
internal import Yams

extension ScenarioWriter {
    /// A view: its kind key, the keys every view shares, then its kind's own
    /// keys, handlers, custom actions and subviews.
    func view(_ spec: ViewSpec) -> Node {
        var pairs: [(String, Node)] = []
        if case .segmented(let segmented) = spec.content {
            pairs.append((ViewKind.segmented.rawValue, B.flow(segmented.segments.map(B.string))))
        } else {
            pairs.append((spec.kind.rawValue, B.optional(spec.title)))
        }
        pairs += commonPairs(spec, rootView: false)
        var keyed: [(ViewKey, Node)] = []
        if let value = spec.numericValue { keyed.append((.value, B.number(value))) }
        if let spoken = spec.spokenValue { keyed.append((.spokenValue, B.string(spoken))) }
        keyed += ViewContentYAML.pairs(spec.content)
        if let enabled = spec.enabled { keyed.append((.enabled, B.bool(enabled))) }
        if let key = spec.returnKey { keyed.append((.returnKey, B.string(key.rawValue))) }
        if let mode = spec.clearButton { keyed.append((.clearButton, B.string(mode.rawValue))) }
        if let keyboard = spec.keyboard { keyed.append((.keyboard, B.string(keyboard.rawValue))) }
        keyed += behaviourPairs(spec)
        if !spec.subviews.isEmpty { keyed.append((.views, B.list(spec.subviews.map(view)))) }
        return B.map(pairs + keyed.map { ($0.0.rawValue, $0.1) })
    }

    /// Keys every view shares and the appearance keys (a controller's
    /// `rootView` takes all of them but `views`).
    func commonPairs(_ spec: ViewSpec, rootView: Bool) -> [(String, Node)] {
        var pairs: [(ViewKey, Node)] = []
        if let id = spec.id { pairs.append((.id, B.string(id))) }
        if let id = spec.objectID { pairs.append((.objectId, B.string(id))) }
        if let label = spec.label { pairs.append((.label, B.string(label))) }
        if !spec.kind.isNumeric, let value = spec.value { pairs.append((.value, B.string(value))) }
        if let hint = spec.hint { pairs.append((.hint, B.string(hint))) }
        if let traits = spec.traits { pairs.append((.traits, B.flow(traits.names.map(B.string)))) }
        if !spec.addTraits.isEmpty { pairs.append((.addTraits, B.flow(spec.addTraits.names.map(B.string)))) }
        if let identifier = spec.identifier { pairs.append((.identifier, B.string(identifier))) }
        if let isElement = spec.isElement { pairs.append((.isElement, B.bool(isElement))) }
        if spec.hidden { pairs.append((.hidden, B.bool(true))) }
        if spec.modal { pairs.append((.modal, B.bool(true))) }
        if spec.group { pairs.append((.group, B.bool(true))) }
        if let elements = spec.elements { pairs.append((.elements, B.flow(elements.map(B.string)))) }
        if let level = spec.headingLevel { pairs.append((.headingLevel, B.int(level))) }
        if let alpha = spec.alpha { pairs.append((.alpha, B.number(alpha))) }
        if let frame = spec.frame {
            pairs.append((.frame, B.flow([frame.minX, frame.minY, frame.width, frame.height].map(B.number))))
        }
        if spec.elementsHidden { pairs.append((.elementsHidden, B.bool(true))) }
        if spec.containerType != .none { pairs.append((.containerType, B.string(spec.containerType.rawValue))) }
        if let language = spec.language { pairs.append((.language, B.string(language))) }
        if let outlet = spec.outlet { pairs.append((.outlet, B.string(outlet))) }
        if !spec.layout.isEmpty { pairs.append((.layout, B.flow(spec.layout.names.map(B.string)))) }
        if let point = spec.activationPoint {
            pairs.append((.activationPoint, B.flow([point.x, point.y].map(B.number))))
        }
        if rootView {
            if let spoken = spec.spokenValue { pairs.append((.spokenValue, B.string(spoken))) }
            if let enabled = spec.enabled { pairs.append((.enabled, B.bool(enabled))) }
            pairs += behaviourPairs(spec)
        }
        return pairs.map { ($0.0.rawValue, $0.1) } + appearancePairs(spec.appearance)
    }

    /// `on:` and `customActions`.
    private func behaviourPairs(_ spec: ViewSpec) -> [(ViewKey, Node)] {
        var pairs: [(ViewKey, Node)] = []
        if !spec.handlers.isEmpty { pairs.append((.on, handlers(spec.handlers))) }
        if !spec.customActions.isEmpty {
            pairs.append(
                (
                    .customActions,
                    B.list(
                        spec.customActions.map { action in
                            B.map([("name", B.string(action.name)), ("do", handler(action.handler))], flow: true)
                        })
                ))
        }
        if !spec.customContent.isEmpty {
            pairs.append(
                (
                    .customContent,
                    B.list(
                        spec.customContent.map { content in
                            var fields = [("label", B.string(content.label)), ("value", B.string(content.value))]
                            if content.isImportant { fields.append(("importance", B.string("high"))) }
                            return B.map(fields, flow: true)
                        })
                ))
        }
        if !spec.customRotors.isEmpty {
            pairs.append(
                (
                    .customRotors,
                    B.list(
                        spec.customRotors.map { rotor in
                            B.map(
                                [("name", B.string(rotor.name)), ("targets", B.flow(rotor.targets.map(B.string)))],
                                flow: true)
                        })
                ))
        }
        return pairs
    }
}
