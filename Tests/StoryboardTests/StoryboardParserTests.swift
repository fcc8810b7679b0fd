import AppModel
import AppSpec
import Diagnostics
import Foundation
import Storyboard
import Testing

/// Reading each construct of the format notes from the fixtures.
@Suite struct StoryboardParserTests {
    let document: StoryboardDocument
    let views: [String: StoryboardView]

    init() throws {
        document = try StoryboardParser().load(path: FixturePaths.fixture("Constructs.storyboard"))
        var views: [String: StoryboardView] = [:]
        for controller in document.controllers {
            for view in controller.allViews { views[view.id] = view }
        }
        self.views = views
    }

    @Test func scenesBecomeControllersFoundBySceneMemberIDNotPosition() {
        #expect(document.kind == .storyboard)
        #expect(
            document.controllers.map(\.id) == [
                "nav-00-001", "hom-00-001", "det-00-001", "cmp-00-001", "abt-00-001", "emb-00-001",
            ])
        #expect(document.controllers.map(\.kind) == [.navigation, .view, .table, .view, .view, .view])
        #expect(document.initialControllerID == "nav-00-001")
        #expect(document.controller("hom-00-001")?.storyboardIdentifier == "Home")
        #expect(document.controller("hom-00-001")?.customClass == "HomeViewController")
    }

    @Test func textComesFromAttributesStringChildrenBase64AndFragments() {
        #expect(views["lbl-00-001"]?.text == "Welcome")
        #expect(views["lbl-00-002"]?.text == "Two\nlines")
        #expect(views["lbl-00-003"]?.text == "Bold part")
        #expect(views["txt-00-002"]?.placeholder == "Email")
    }

    @Test func buttonConfigurationTitleWinsOverAStaleStateTitle() {
        #expect(views["btn-00-001"]?.title == "Open Details")
        #expect(views["btn-00-002"]?.title == nil)
        #expect(views["btn-00-002"]?.imageName == "icon_trash")
        #expect(views["btn-00-003"]?.buttonType == "contactAdd")
        #expect(views["btn-00-005"]?.isEnabled == false)
    }

    @Test func accessibilityTraitsReplaceTheDefaultsAndNoneMeansEmpty() {
        #expect(views["btn-00-004"]?.accessibility.traits == [])
        #expect(views["btn-00-004"]?.accessibility.hint == "Opens the website")
        #expect(views["btn-00-004"]?.accessibility.identifier == "clickHere")
        #expect(views["lbl-00-001"]?.accessibility.traits == [.staticText, .header])
        #expect(views["img-00-001"]?.accessibility.isElement == true)
        #expect(views["img-00-001"]?.accessibility.label == "Company logo")
    }

    @Test func runtimeAttributesSetValueAndIdentifier() {
        #expect(views["sld-00-001"]?.accessibility.value == "Half")
        #expect(views["txt-00-002"]?.accessibility.identifier == "emailField")
    }

    @Test func controlStateIsReadWithIBDefaultsForOmittedAttributes() {
        #expect(views["swi-00-001"]?.isOn == true)
        #expect(views["sld-00-001"]?.value == 20)
        #expect(views["sld-00-001"]?.maximum == 40)
        #expect(views["stp-00-001"]?.value == 2)
        #expect(views["stp-00-001"]?.minimum == 0)
        #expect(views["stp-00-001"]?.step == 1)
        #expect(views["seg-00-001"]?.segments == ["Day", "Week"])
        #expect(views["seg-00-001"]?.selectedSegment == 1)
        #expect(views["txt-00-001"]?.isSecure == true)
        #expect(views["stk-00-001"]?.isVertical == true)
    }

    @Test func hiddenAlphaAndDefaultVariationMasksAreKept() {
        #expect(views["lbl-00-004"]?.isHidden == true)
        #expect(views["lbl-00-005"]?.alpha == 0)
        #expect(views["lbl-00-006"] == nil)
    }

    @Test func unknownElementsAreKeptAsPlainViewsWithAWarningAtTheirLine() {
        #expect(views["unk-00-001"]?.kind == .unknown)
        let warning = document.warnings.first { $0.message.contains("fancyWidget") }
        #expect(warning?.line == 142)
        #expect(warning?.description.hasPrefix(FixturePaths.fixture("Constructs.storyboard") + ":142:") == true)
    }

    @Test func navigationItemsBarItemsAndTitleViewsAreRead() {
        let item = document.controller("hom-00-001")?.navigationItem
        #expect(item?.title == "Home")
        #expect(item?.rightItems.map(\.spokenTitle) == ["Add"])
        #expect(item?.titleView?.segments == ["All", "Unread"])
    }

    @Test func framesAreRelativeToTheSuperview() {
        #expect(views["swi-00-001"]?.frame == Rect(x: 0, y: 0, width: 51, height: 31))
        #expect(views["lbl-00-001"]?.frame == Rect(x: 20, y: 100, width: 350, height: 30))
    }

    @Test func staticTableSectionsCellsAndBuiltInLabels() {
        let table = document.controller("det-00-001")?.rootView
        #expect(table?.isStaticTable == true)
        #expect(table?.subviews.map(\.id) == ["sec-00-001.header", "cel-00-001", "cel-00-002"])
        #expect(views["cel-00-001"]?.cell?.textLabelID == "cl1-00-001")
        #expect(views["cel-00-001"]?.cell?.detailTextLabelID == "cd1-00-001")
        #expect(views["cel-00-002"]?.cell?.accessory == "detailDisclosureButton")
    }

    @Test func seguesCarryTheirTriggerAndSkipReferences() {
        let segues = Dictionary(uniqueKeysWithValues: document.segues.map { ($0.id, $0) })
        #expect(segues["sg1-00-001"]?.trigger == .view("btn-00-001"))
        #expect(segues["sg1-00-001"]?.identifier == "showDetails")
        #expect(segues["sg3-00-001"]?.trigger == .barItem("add-00-001"))
        #expect(segues["sg3-00-001"]?.presentationStyle == .fullScreen)
        #expect(segues["sg4-00-001"]?.trigger == .controller)
        #expect(segues["sg5-00-001"]?.trigger == .gesture(recognizer: "tap-00-001", views: ["img-00-001"]))
        #expect(segues["sg7-00-001"]?.trigger == .accessory("cel-00-002"))
        #expect(segues["sg8-00-001"]?.kind == .unwind)
        #expect(segues["sg8-00-001"]?.unwindAction == "unwindToHome:")
        #expect(segues["sg2-00-001"]?.kind == .embed)
        #expect(document.segues.count == 10)
    }

    @Test func legacyKindsPlaceholdersAndThreeColumnSplitsAreRead() throws {
        let containers = try StoryboardParser().load(path: FixturePaths.fixture("Containers.storyboard"))
        #expect(containers.isPad)
        #expect(containers.initialControllerID == "3")
        #expect(containers.controller("18")?.kind == .reference)
        #expect(containers.controller("18")?.referencedStoryboard == "Archive")
        #expect(containers.controller("20")?.kind == .page)
        let kinds = containers.segues.filter { $0.kind != .relationship }.map(\.rawKind)
        #expect(kinds == ["replace", "push", "modal", "popover", "unwind"])
        let relationships = containers.segues.filter { $0.source == "10" }.compactMap(\.relationship)
        #expect(relationships == ["masterViewController", "supplementaryViewController", "detailViewController"])
    }

    @Test func aXIBsMainViewIsFilesOwnersViewOutlet() throws {
        let xib = try StoryboardParser().load(path: FixturePaths.fixture("Card.xib"))
        #expect(xib.kind == .xib)
        #expect(xib.controllers.map(\.id) == ["CardViewController", "50"])
        #expect(xib.controllers.first?.rootView?.id == "1")
        let gate = xib.controllers.first?.rootView?.subviews.first { $0.id == "4" }
        #expect(gate?.accessibility.hint == "")
        #expect(gate?.subviews.first?.accessibility.isElement == false)
    }
}

@Suite struct DesignDeviceTests {
    static func document(_ frames: [(Int, Int)], device: String? = nil) throws -> StoryboardDocument {
        let scenes = frames.enumerated().map { index, size in
            """
            <scene sceneID="s\(index)"><objects><viewController id="c\(index)" sceneMemberID="viewController">
            <view key="view" id="v\(index)"><rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/></view>
            </viewController></objects></scene>
            """
        }.joined()
        let deviceTag = device.map { "<device id=\"\($0)\" orientation=\"portrait\" appearance=\"light\"/>" } ?? ""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch">\(deviceTag)<scenes>\(scenes)</scenes></document>
            """
        return try StoryboardParser().parse(Data(xml.utf8), path: "canvas.storyboard")
    }

    @Test func aDocumentWithoutAPreviewDeviceDrawnAtIPadSizesIsForIPad() throws {
        #expect(try Self.document([(1024, 768), (815, 660), (449, 485)]).isPad)
        #expect(
            try !Self.document([(375, 667), (375, 667), (1024, 768)]).isPad,
            "more phone-sized screens than iPad-sized ones")
        #expect(try !Self.document([(600, 600)]).isPad, "Xcode 6's square canvas is not an iPad")
        #expect(try !Self.document([(1024, 768)], device: "retina6_1").isPad, "a preview device decides")
    }
}
