internal import AppModel
internal import AppSpec
internal import Storyboard

extension StoryboardTranslator {
    /// A view and its subtree in the scenario model.
    func translate(_ view: StoryboardView) -> ViewSpec {
        var spec = ViewSpec(kind: .view, location: location(line: view.line, column: view.column))
        var subviews = view.subviews
        switch view.kind {
        case .label:
            spec.content = view.element == "tableViewSection" ? .cell(CellContent()) : .text
            spec.title = view.text
        case .button:
            spec.title = Self.buttonTitle(view)
            var imageName: String?
            if spec.title == view.imageName, view.title?.isEmpty ?? true {
                (spec.title, imageName) = (nil, view.imageName)
            }
            spec.content = .button(imageName: imageName)
            if Self.systemSizedButtons.contains(view.buttonType ?? "") { spec.layout.insert(.systemSize) }
        case .textField:
            spec.content =
                view.isSecure
                ? .secureTextField(placeholder: view.placeholder) : .textField(placeholder: view.placeholder)
            spec.value = view.text
            spec.returnKey = view.returnKeyType.flatMap(ReturnKeyType.init(rawValue:))
            spec.clearButton = view.clearButtonMode.flatMap(ClearButtonMode.init(rawValue:)).flatMap {
                $0 == .never ? nil : $0
            }
            spec.keyboard = view.keyboardType.flatMap(KeyboardType.init(storyboardName:)).flatMap {
                $0 == .default ? nil : $0
            }
        case .searchBar:
            // A search bar with no placeholder shows UIKit's own "Search" (iOS 13 and later), which VoiceOver reads.
            spec.content = .searchField(placeholder: view.placeholder ?? Self.searchBarPlaceholder)
            spec.value = view.text
        case .textView:
            spec.content = view.isEditable ? .textView : .text
            if view.isEditable {
                spec.value = view.text
                spec.returnKey = view.returnKeyType.flatMap(ReturnKeyType.init(rawValue:))
                spec.keyboard = view.keyboardType.flatMap(KeyboardType.init(storyboardName:)).flatMap {
                    $0 == .default ? nil : $0
                }
            } else {
                spec.title = view.text
            }
        case .switch:
            spec.content = .switch(isOn: view.isOn)
        case .slider:
            var step: Double?
            if let minimum = view.minimum, let maximum = view.maximum, maximum > minimum {
                step = (maximum - minimum) / 10
            }
            spec.content = .slider(
                SteppedValue(value: view.value, minimum: view.minimum, maximum: view.maximum, step: step))
        case .stepper:
            spec.content = .stepper(
                SteppedValue(value: view.value, minimum: view.minimum, maximum: view.maximum, step: view.step))
        case .progressView:
            spec.content = .progress(value: view.value)
        case .segmentedControl:
            spec.content = .segmented(SegmentedContent(segments: view.segments, selected: view.selectedSegment ?? -1))
        case .imageView:
            spec.content = .image
            spec.title = view.imageName
        case .pageControl:
            spec.content = .pageControl(PageControlContent(page: view.currentPage, pages: view.numberOfPages))
        case .datePicker:
            spec.content = .datePicker(
                DatePickerContent(
                    mode: view.datePickerMode.flatMap(DatePicker.Mode.init(rawValue:)) ?? .dateAndTime,
                    style: view.datePickerStyle.flatMap(DatePicker.Style.init(rawValue:)) ?? .automatic,
                    date: view.date.map { PickerDate(secondsSinceReference: $0) }))
        case .pickerView:
            spec.content = .picker(PickerContent())
        case .activityIndicatorView:
            spec.content = .activityIndicator(
                ActivityContent(animating: view.isAnimating, hidesWhenStopped: view.hidesWhenStopped))
        case .scrollView:
            spec.content = .scroll(ScrollContent())
        case .tableView:
            spec.content = .table(rows: [])
        case .collectionView:
            spec.content = .collection
        case .stackView:
            spec.content = .stack
        case .tableViewCell, .collectionViewCell:
            let textID = view.cell?.textLabelID
            let detailID = view.cell?.detailTextLabelID
            let all = view.subtree
            spec.title = textID.flatMap { id in all.first { $0.id == id }?.text }
            spec.content = .cell(
                CellContent(
                    detail: detailID.flatMap { id in all.first { $0.id == id }?.text },
                    accessory: view.cell?.accessory.flatMap(Self.accessory),
                    isPrototype: view.cell?.isPrototype ?? false))
            subviews = Self.removing([textID, detailID].compactMap { $0 }, from: subviews)
        default:
            spec.content = .view
        }
        spec = translateCommon(view, into: spec)
        spec.subviews = subviews.map(translate)
        if [.toolbar, .navigationBar, .tabBar].contains(view.kind), let frame = view.frame, !spec.subviews.isEmpty {
            let width = frame.width / Double(spec.subviews.count)
            for index in spec.subviews.indices where spec.subviews[index].frame == nil {
                spec.subviews[index].frame = Rect(x: width * Double(index), y: 0, width: width, height: frame.height)
            }
        }
        if let segue = activateSegues[view.id], let key = segueKeys[segue.id] {
            spec.handlers[.activate] = handler(.segue(key), line: segue.line)
        }
        if let segue = accessorySegues[view.id], let key = segueKeys[segue.id] {
            spec.customActions.append(
                CustomActionSpec(name: "More Info", handler: handler(.segue(key), line: segue.line)))
        }
        return spec
    }

    /// A bar button item: its custom view, or a button with the item's title.
    func translate(_ item: StoryboardBarItem) -> ViewSpec {
        var spec: ViewSpec
        if let custom = item.customView {
            spec = translate(custom)
        } else {
            spec = ViewSpec(kind: .button, location: location(line: item.line))
            spec.id = item.id
            var unlabelled = item
            unlabelled.accessibility.label = nil
            spec.title = unlabelled.spokenTitle
            if spec.title == item.imageName, item.title?.isEmpty ?? true {
                (spec.title, spec.content) = (nil, .button(imageName: item.imageName))
            }
            spec.label = item.accessibility.label
            spec.hint = item.accessibility.hint
            spec.identifier = item.accessibility.identifier
            spec.traits = item.accessibility.traits
            spec.isElement = item.accessibility.isElement
            if !item.isEnabled { spec.enabled = false }
        }
        if let segue = activateSegues[item.id], let key = segueKeys[segue.id] {
            spec.handlers[.activate] = handler(.segue(key), line: segue.line)
        }
        return spec
    }

    /// Keys every view kind shares: id, frame, accessibility, visibility, state.
    func translateCommon(_ view: StoryboardView, into spec: ViewSpec) -> ViewSpec {
        var spec = spec
        spec.id = view.id
        spec.frame = view.frame
        // Required constraints decide the size where they fix it: Interface
        // Builder's saved frame can be stale (misplaced) or a placeholder.
        if var frame = view.frame, view.constrainedWidth != nil || view.constrainedHeight != nil {
            frame.size = Size(
                width: view.constrainedWidth ?? frame.width, height: view.constrainedHeight ?? frame.height)
            spec.frame = frame
            if view.constrainedWidth != nil, view.constrainedHeight != nil { spec.layout.insert(.fixedSize) }
        }
        if view.isMisplaced { spec.layout.insert(.misplaced) }
        if view.isAmbiguous { spec.layout.insert(.ambiguous) }
        let accessibility = view.accessibility
        spec.label = accessibility.label
        spec.hint = accessibility.hint
        spec.identifier = accessibility.identifier
        spec.outlet = view.outlet?.name
        spec.traits = accessibility.traits
        spec.isElement = accessibility.isElement
        if let value = accessibility.value {
            if spec.kind.isNumeric { spec.spokenValue = value } else { spec.value = value }
        }
        spec.hidden = view.isHidden
        spec.alpha = view.alpha
        if !view.isEnabled { spec.enabled = false }
        if view.isSelected && accessibility.traits == nil { spec.addTraits.insert(.selected) }
        spec.appearance = appearance(of: view)
        return spec
    }

    private func handler(_ kind: ActionSpec.Kind, line: Int) -> HandlerSpec {
        HandlerSpec(actions: [ActionSpec(kind: kind, location: location(line: line))], location: location(line: line))
    }

    /// Button types UIKit draws as a glyph at its own size.
    static let systemSizedButtons: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd"]

    /// The placeholder UIKit draws in a search bar that sets none.
    static let searchBarPlaceholder = "Search"

    /// What VoiceOver reads for a button without a label: its title, the
    /// name UIKit gives a system button type, or the image's asset name.
    static func buttonTitle(_ view: StoryboardView) -> String? {
        if let title = view.title, !title.isEmpty { return title }
        switch view.buttonType {
        case "contactAdd": return "Add"
        case "infoLight", "infoDark", "detailDisclosure": return "More Info"
        default: return view.imageName ?? view.title
        }
    }

    static func accessory(_ raw: String) -> Cell.Accessory? {
        switch raw {
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton", "detailButton": .detailButton
        case "checkmark": .checkmark
        default: nil
        }
    }

    /// `views` without the views whose ids are in `ids`, searched at every depth.
    static func removing(_ ids: [String], from views: [StoryboardView]) -> [StoryboardView] {
        views.filter { !ids.contains($0.id) }.map { view in
            var view = view
            view.subviews = removing(ids, from: view.subviews)
            return view
        }
    }
}
