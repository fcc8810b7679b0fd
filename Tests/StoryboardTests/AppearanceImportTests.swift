import AppModel
import AppSpec
import Foundation
import Inputs
import Storyboard
import StoryboardImport
import Testing

/// Colours, fonts and line settings come out of a storyboard as the audit
/// reads them: named colours through `<resources>` (light only), system
/// colours from UIKit's table (both appearances).
@MainActor
@Suite struct AppearanceImportTests {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="1" targetRuntime="iOS.CocoaTouch" initialViewController="c1">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="s1"><objects><viewController id="c1" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <subviews>
        <label text="Title" numberOfLines="2" adjustsFontForContentSizeCategory="YES" id="title">
          <rect key="frame" x="16" y="100" width="361" height="41"/>
          <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
          <color key="textColor" systemColor="secondaryLabelColor"/>
        </label>
        <label text="Fine print" id="fine">
          <rect key="frame" x="16" y="150" width="361" height="20"/>
          <fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>
          <color key="textColor" name="Brand Grey"/>
          <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </label>
        <button buttonType="system" id="share">
          <rect key="frame" x="16" y="200" width="44" height="44"/>
          <state key="normal" image="square.and.arrow.up" catalog="system"/>
        </button>
        </subviews>
        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        </view></viewController></objects></scene></scenes>
        <resources><namedColor name="Brand Grey"><color red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>
        </document>
        """

    @Test func coloursFontsAndSymbolsArriveInTheScenario() throws {
        let document = try StoryboardParser().parse(Data(Self.xml.utf8), path: "look.storyboard")
        let spec = try StoryboardImporter().spec(of: document)
        let controller = try #require(spec.controllers.first)
        let views = Dictionary(uniqueKeysWithValues: controller.views.map { ($0.objectID ?? $0.id ?? "", $0) })
        let title = try #require(views["title"]?.appearance)
        #expect(title.font == Font(style: .title1, size: 28, scalesWithContentSize: true))
        #expect(title.lines == 2)
        #expect(title.textColor == Color.system("secondaryLabel"))
        let fine = try #require(views["fine"]?.appearance)
        #expect(fine.font == Font(size: 13, isBold: true))
        #expect(
            fine.textColor == Color(name: "Brand Grey", light: RGBA(white: 0.5), dark: nil),
            "a named colour's dark value is unknown")
        #expect(fine.backgroundColor == .fixed(RGBA(white: 1)))
        let share = try #require(views["share"])
        #expect(share.appearance.templateImage)
        #expect(share.title == nil && share.imageName == "square.and.arrow.up", "an image name is not a title")
        #expect(controller.rootView?.appearance.backgroundColor == Color.system("systemBackground"))
        #expect(controller.canvas == Size(width: 393, height: 852))
    }
}
