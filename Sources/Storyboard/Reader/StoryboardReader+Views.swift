internal import AppModel

extension StoryboardReader {
    /// Keyed children a view shows as part of itself (notes §5). Title and
    /// custom views belong to bar items and are read there; backgrounds and
    /// input views are not read by VoiceOver in place.
    static let keyedSubviews: Set<String> = ["contentView", "tableHeaderView", "tableFooterView"]

    /// Reads a view element and everything below it; `nil` when the element is not a view.
    mutating func readView(_ node: XMLElementNode) -> StoryboardView? {
        guard let kind = StoryboardViewKind(element: node.name) else { return nil }
        if kind == .unknown {
            warn("unknown element <\(node.name)> is imported as a plain view", at: node)
        }
        let id = node.id ?? "\(currentController).view\(node.line)"
        var view = StoryboardView(id: id, element: node.name, kind: kind, line: node.line, column: node.column)
        view.customClass = node["customClass"]
        view.userLabel = node["userLabel"]
        view.outlet = outlets[id]
        view.constrainedWidth = sizes[id]?.width
        view.constrainedHeight = sizes[id]?.height
        view.isMisplaced = node.flag("misplaced")
        view.isAmbiguous = node.flag("ambiguous")
        if let rect = node.child(key: "frame"), rect.name == "rect" {
            view.frame = Rect(
                x: rect.number("x") ?? 0, y: rect.number("y") ?? 0, width: max(rect.number("width") ?? 0, 0),
                height: max(rect.number("height") ?? 0, 0))
        }
        view.accessibility = readAccessibility(node)
        view.isHidden = node.flag("hidden")
        view.alpha = node.number("alpha")
        view.isEnabled = node["enabled"] != "NO"
        view.isSelected = node.flag("selected")
        readContent(node, into: &view)
        view.appearance = readAppearance(node)
        readSubviews(node, into: &view)
        if let connections = node.child(named: "connections") {
            for collection in connections.children(named: "outletCollection")
            where collection["property"] == "gestureRecognizers" {
                if let recognizer = collection["destination"] {
                    recognizerViews[recognizer, default: []].append(id)
                    view.gestureRecognizers.append(recognizer)
                }
            }
        }
        let accessory = node["trigger"] == "accessoryAction"
        readSegues(in: node, trigger: .view(id), accessoryTrigger: accessory ? id : nil)
        return view
    }

    private mutating func readContent(_ node: XMLElementNode, into view: inout StoryboardView) {
        switch view.kind {
        case .label:
            view.text = node["text"] ?? Self.string(node, key: "text") ?? Self.attributed(node, key: "attributedText")
        case .button:
            readButton(node, into: &view)
        case .textField, .searchBar:
            view.text = node["text"] ?? Self.string(node, key: "text") ?? Self.attributed(node, key: "attributedText")
            view.placeholder =
                node["placeholder"] ?? Self.string(node, key: "placeholder")
                ?? Self.attributed(node, key: "attributedPlaceholder")
            let traits = node.child(key: "textInputTraits")
            view.isSecure = traits?.flag("secureTextEntry") ?? false
            view.returnKeyType = traits?["returnKeyType"]
            view.keyboardType = traits?["keyboardType"]
            view.clearButtonMode = node["clearButtonMode"]
        case .textView:
            view.text = node["text"] ?? Self.string(node, key: "text") ?? Self.attributed(node, key: "attributedText")
            view.returnKeyType = node.child(key: "textInputTraits")?["returnKeyType"]
            view.keyboardType = node.child(key: "textInputTraits")?["keyboardType"]
            view.isEditable = node["editable"] != "NO"
        case .switch:
            view.isOn = node.flag("on")
        case .slider:
            view.value = node.number("value") ?? 0.5
            view.minimum = node.number("minValue") ?? 0
            view.maximum = node.number("maxValue") ?? 1
        case .stepper:
            view.value = node.number("value") ?? 0
            view.minimum = node.number("minimumValue") ?? 0
            view.maximum = node.number("maximumValue") ?? 100
            view.step = node.number("stepValue") ?? 1
        case .progressView:
            view.value = node.number("progress") ?? 0
        case .datePicker:
            view.datePickerMode = node["datePickerMode"]
            view.datePickerStyle = node["style"]
            view.date = node.children.first { $0.name == "date" && $0.key == "date" }?.number(
                "timeIntervalSinceReferenceDate")
        case .pickerView:
            warn(
                "a picker view's rows come from its data source in code, so it is imported with no rows; give the scenario's picker 'components'",
                at: node)
        case .activityIndicatorView:
            view.isAnimating = node.flag("animating")
            view.hidesWhenStopped = node.flag("hidesWhenStopped")
        case .segmentedControl:
            view.segments =
                node.child(named: "segments")?.children(named: "segment").map { $0["title"] ?? $0["image"] ?? "" } ?? []
            view.selectedSegment = node.integer("selectedSegmentIndex")
        case .pageControl:
            view.numberOfPages = node.integer("numberOfPages") ?? 3
            view.currentPage = node.integer("currentPage") ?? 0
        case .imageView:
            view.imageName = node["image"] ?? node.child(key: "image")?["image"]
        case .tableView:
            view.isStaticTable = node["dataMode"] == "static"
            view.adjustsContentInset = node["contentInsetAdjustmentBehavior"] != "never"
        case .stackView:
            view.isVertical = node["axis"] == "vertical"
        case .tableViewCell:
            var cell = StoryboardView.CellInfo()
            cell.style = node["style"]
            cell.accessory = node["accessoryType"]
            cell.textLabelID = node["textLabel"]
            cell.detailTextLabelID = node["detailTextLabel"]
            cell.reuseIdentifier = node["reuseIdentifier"]
            view.cell = cell
        case .collectionViewCell:
            view.cell = StoryboardView.CellInfo(reuseIdentifier: node["reuseIdentifier"])
        default:
            break
        }
    }

    private mutating func readButton(_ node: XMLElementNode, into view: inout StoryboardView) {
        view.buttonType = node["buttonType"]
        let configuration = node.child(key: "configuration")
        let normal = node.children(named: "state").first { $0.key == "normal" }
        let configured = configuration.flatMap {
            $0["title"] ?? Self.string($0, key: "title") ?? Self.attributed($0, key: "attributedTitle")
        }
        let stated = normal.flatMap {
            $0["title"] ?? Self.string($0, key: "title") ?? Self.attributed($0, key: "attributedTitle")
        }
        view.title = configured ?? stated
        view.imageName =
            configuration?["image"] ?? configuration?.child(key: "image")?["image"] ?? normal?["image"]
            ?? normal?.child(key: "image")?["image"]
    }

    private mutating func readSubviews(_ node: XMLElementNode, into view: inout StoryboardView) {
        var excluded = Set<String>()
        for variation in node.children(named: "variation") where variation.key == "default" {
            for mask in variation.children(named: "mask") where mask.key == "subviews" {
                excluded.formUnion(mask.children(named: "exclude").compactMap { $0["reference"] })
            }
        }
        var header: [StoryboardView] = []
        var footer: [StoryboardView] = []
        for child in node.children {
            if child.name == "subviews" {
                for sub in child.children {
                    if let made = readView(sub), !excluded.contains(made.id) { view.subviews.append(made) }
                }
            } else if let key = child.key, Self.keyedSubviews.contains(key) {
                guard let made = readView(child) else { continue }
                switch key {
                case "tableHeaderView": header.append(made)
                case "tableFooterView": footer.append(made)
                default: view.subviews.append(made)
                }
            } else if child.name == "sections" {
                for section in child.children(named: "tableViewSection") {
                    if let title = section["headerTitle"], !title.isEmpty {
                        view.subviews.append(sectionTitle(title, section, suffix: "header"))
                    }
                    for cell in section.child(named: "cells")?.children ?? [] {
                        if let made = readView(cell) { view.subviews.append(made) }
                    }
                    if let title = section["footerTitle"], !title.isEmpty {
                        view.subviews.append(sectionTitle(title, section, suffix: "footer"))
                    }
                }
            } else if child.name == "prototypes" || child.name == "cells" {
                for cell in child.children {
                    guard var made = readView(cell) else { continue }
                    if child.name == "prototypes" { made.cell?.isPrototype = true }
                    view.subviews.append(made)
                }
            } else if child.name == "items", [.toolbar, .navigationBar, .tabBar].contains(view.kind) {
                view.subviews += barItemViews(child)
            }
        }
        view.subviews = header + view.subviews + footer
    }

    /// A section's header or footer title, read as a row of text.
    private func sectionTitle(_ title: String, _ section: XMLElementNode, suffix: String) -> StoryboardView {
        let id = "\(section.id ?? "\(currentController).section\(section.line)").\(suffix)"
        var view = StoryboardView(
            id: id, element: "tableViewSection", kind: .label, line: section.line, column: section.column)
        view.text = title
        if suffix == "header" { view.accessibility.traits = [.header] }
        return view
    }

    /// Items of a free-standing toolbar, navigation bar or tab bar, as buttons.
    private mutating func barItemViews(_ items: XMLElementNode) -> [StoryboardView] {
        var views: [StoryboardView] = []
        for node in items.children {
            switch node.name {
            case "barButtonItem":
                let item = readBarItem(node)
                if let custom = item.customView {
                    views.append(custom)
                    continue
                }
                guard !item.isSpace else { continue }
                var button = StoryboardView(
                    id: item.id, element: node.name, kind: .button, line: node.line, column: node.column)
                button.title = item.spokenTitle
                button.isEnabled = item.isEnabled
                button.accessibility = item.accessibility
                views.append(button)
            case "navigationItem":
                let item = readNavigationItem(node)
                if let title = item.title {
                    var label = StoryboardView(
                        id: node.id ?? "\(currentController).title\(node.line)", element: node.name, kind: .label,
                        line: node.line, column: node.column)
                    label.text = title
                    label.accessibility.traits = [.header]
                    views.append(label)
                }
                for item in item.leftItems + item.rightItems where !item.isSpace {
                    var button = StoryboardView(
                        id: item.id, element: "barButtonItem", kind: .button, line: item.line, column: 1)
                    button.title = item.spokenTitle
                    button.accessibility = item.accessibility
                    views.append(item.customView ?? button)
                }
            case "tabBarItem":
                let item = readTabItem(node)
                var button = StoryboardView(
                    id: node.id ?? "\(currentController).tab\(node.line)", element: node.name, kind: .button,
                    line: node.line, column: node.column)
                button.title = item.label ?? item.title ?? item.imageName
                views.append(button)
            default:
                break
            }
        }
        return views
    }
}
