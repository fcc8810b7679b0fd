internal import AppModel

extension StoryboardReader {
    static let segueKinds: [String: SegueKind] = [
        "relationship": .relationship, "show": .show, "showDetail": .showDetail, "presentation": .present,
        "popoverPresentation": .popover, "embed": .embed, "unwind": .unwind, "custom": .custom, "push": .push,
        "modal": .modal, "popover": .popover, "replace": .replace,
    ]

    /// Reads the `<segue>`s of the node's own `<connections>`. Segues with
    /// a `reference` (inferred-metrics tie breakers) are not segues.
    mutating func readSegues(in node: XMLElementNode, trigger: StoryboardSegue.Trigger, accessoryTrigger: String? = nil)
    {
        guard let connections = node.child(named: "connections") else { return }
        for segue in connections.children(named: "segue") {
            guard segue["reference"] == nil, let rawKind = segue["kind"] else { continue }
            guard let destination = segue["destination"] else {
                warn("the segue has no destination; it is skipped", at: segue)
                continue
            }
            var kind = Self.segueKinds[rawKind]
            if kind == nil {
                warn("unknown segue kind '\(rawKind)' is imported as a custom segue (a modal presentation)", at: segue)
                kind = .custom
            }
            let id = segue.id ?? "\(currentController).segue\(segue.line)"
            var effectiveTrigger = trigger
            if let accessoryTrigger, segue["trigger"] == "accessoryAction" || node["trigger"] == "accessoryAction" {
                effectiveTrigger = .accessory(accessoryTrigger)
            } else if segue["trigger"] == "accessoryAction", case .view(let view) = trigger {
                effectiveTrigger = .accessory(view)
            }
            var made = StoryboardSegue(
                id: id, identifier: segue["identifier"], rawKind: rawKind, kind: kind ?? .custom,
                destination: destination,
                relationship: segue["relationship"], source: currentController, trigger: effectiveTrigger,
                line: segue.line)
            made.presentationStyle = segue["modalPresentationStyle"].flatMap(Self.presentationStyle)
            made.transitionStyle = segue["modalTransitionStyle"].flatMap(ModalTransitionStyle.init(rawValue:))
            made.unwindAction = segue["unwindAction"]
            made.anchor = segue["popoverAnchorView"] ?? segue["popoverAnchorBarButtonItem"]
            made.customClass = segue["customClass"]
            made.splitTargetIndex = segue.integer("splitViewControllerTargetIndex")
            if made.kind == .relationship && made.relationship == nil {
                warn("a relationship segue without 'relationship' is skipped", at: segue)
                continue
            }
            segues.append(made)
        }
    }

    /// UIKit's presentation styles as IB writes them.
    static func presentationStyle(_ raw: String) -> ModalPresentationStyle? {
        switch raw {
        case "fullScreen": .fullScreen
        case "overFullScreen": .overFullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        case "custom": .custom
        case "automatic": .automatic
        default: ModalPresentationStyle(rawValue: raw)
        }
    }
}
