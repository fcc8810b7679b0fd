import Testing

@testable import AppModel

@MainActor
@Suite struct PresentationTests {
    /// An app whose root is a navigation controller showing `home`.
    private func launched(_ device: Device = .iphone) -> (Application, NavigationController, ViewController) {
        let app = makeApp(device: device)
        let home = content("home", title: "Home", buttons: ["open"])
        let nav = NavigationController(id: "nav", viewControllers: [home])
        app.launch(root: nav)
        app.clearTrace()
        return (app, nav, home)
    }

    @Test func fullScreenRemovesThePresentersViewsAfterTheTransition() {
        let (app, nav, home) = launched()
        let modal = content("modal")
        modal.on(.viewWillAppear) {
            // During the transition the presenter's views are still in the window.
            #expect(nav.view.window != nil)
        }
        #expect(home.present(modal, style: .fullScreen))
        #expect(
            app.drain() == [
                "modal.viewDidLoad", "nav.viewWillDisappear", "home.viewWillDisappear", "modal.viewWillAppear",
                "nav.viewDidDisappear", "home.viewDidDisappear", "modal.viewDidAppear",
            ])
        #expect(nav.view.window == nil)
        #expect(app.window.subviews.count == 1)
        #expect(modal.presentingViewController === nav)
        #expect(nav.presentedViewController === modal)
        #expect(home.presentedViewController === modal)
    }

    @Test func dismissingFullScreenBringsThePresenterBackWithAppearCallbacks() {
        let (app, nav, home) = launched()
        let modal = content("modal")
        home.present(modal, style: .fullScreen)
        app.clearTrace()
        #expect(modal.dismiss())
        #expect(
            app.drain() == [
                "modal.viewWillDisappear", "nav.viewWillAppear", "home.viewWillAppear",
                "modal.viewDidDisappear", "nav.viewDidAppear", "home.viewDidAppear",
            ])
        #expect(nav.view.window === app.window)
        #expect(nav.presentedViewController == nil)
    }

    @Test func overFullScreenKeepsThePresenterInTheWindowWithoutCallbacks() {
        let (app, nav, home) = launched()
        let overlay = content("overlay")
        home.present(overlay, style: .overFullScreen)
        #expect(app.drain() == ["overlay.viewDidLoad", "overlay.viewWillAppear", "overlay.viewDidAppear"])
        #expect(nav.view.window === app.window)
        #expect(app.window.subviews.count == 2)
        #expect(app.presentations.last?.isModalForVoiceOver == false)
        #expect(overlay.view.frameInWindow == Rect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func overCurrentContextAndCustomKeepThePresenterReachable() {
        for style in [ModalPresentationStyle.overCurrentContext, .custom] {
            let (app, nav, home) = launched()
            home.present(content("over"), style: style)
            #expect(nav.view.window === app.window, "\(style)")
            #expect(app.presentations.last?.isModalForVoiceOver == false, "\(style)")
            #expect(home.appearanceState == .appeared, "\(style)")
        }
    }

    @Test func sheetsKeepThePresenterBehindAModalContainerWithoutCallbacks() {
        for style in [ModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let (app, nav, home) = launched()
            let sheet = content("sheet")
            home.present(sheet, style: style)
            #expect(app.drain() == ["sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewDidAppear"], "\(style)")
            #expect(nav.view.window === app.window)
            let presentation = app.presentations.last
            #expect(presentation?.style == (style == .automatic ? .pageSheet : style))
            #expect(presentation?.isModalForVoiceOver == true)
            #expect(presentation?.isDismissibleByEscape == true)
            #expect(sheet.view.window === app.window)
            #expect(sheet.view.superview === presentation?.containerView)
            // Compact width: a sheet spans the width, 10 pt below the top inset.
            #expect(sheet.view.frameInWindow == Rect(x: 0, y: 57, width: 390, height: 753))
        }
    }

    @Test func sheetsInRegularWidthHaveTheirOwnSizes() {
        let (app, _, home) = launched(.ipad)
        let form = content("form")
        home.present(form, style: .formSheet)
        #expect(form.view.frameInWindow == Rect(x: 242, y: 373, width: 540, height: 620))
        form.dismiss()
        let page = content("page")
        home.present(page, style: .pageSheet)
        #expect(page.view.frameInWindow == Rect(x: 160, y: 34, width: 704, height: 1312))
        #expect(app.presentations.count == 1)
    }

    @Test func isModalInPresentationStopsEscapeDismissalOnly() {
        let (app, _, home) = launched()
        let sheet = content("sheet")
        sheet.isModalInPresentation = true
        home.present(sheet)
        #expect(app.presentations.last?.isDismissibleByEscape == false)
        #expect(sheet.dismiss())
        #expect(app.presentations.isEmpty)
    }

    @Test func popoverAdaptsToOverFullScreenInCompactWidthAndBackInRegular() {
        let app = makeApp(device: .ipad)
        let home = content("home", buttons: ["anchor"])
        app.launch(root: home)
        let popover = content("popover")
        home.present(popover, style: .popover, from: home.view.descendant(withID: "anchor"))
        let presentation = app.presentations[0]
        #expect(presentation.style == .popover)
        #expect(popover.view.frameInWindow == Rect(x: 352, y: 76, width: 320, height: 400))
        app.setEnvironment(device: .iphone, orientation: .portrait, layoutDirection: .leftToRight)
        #expect(presentation.style == .overFullScreen)
        #expect(presentation.isAdapted)
        #expect(presentation.isModalForVoiceOver)
        #expect(popover.view.frameInWindow == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(app.trace.names(of: [.adapt]) == ["popover.adapt"])
    }

    @Test func currentContextSearchesUpForDefinesPresentationContext() {
        let app = makeApp()
        let first = content("first", title: "First")
        let second = content("second", title: "Second")
        let inner = NavigationController(id: "inner", viewControllers: [first])
        inner.definesPresentationContext = true
        let tabs = TabBarController(id: "tabs", viewControllers: [inner, second])
        app.launch(root: tabs)
        app.clearTrace()
        let covering = content("covering")
        first.present(covering, style: .currentContext)
        #expect(covering.presentingViewController === inner)
        #expect(
            app.drain() == [
                "covering.viewDidLoad", "inner.viewWillDisappear", "first.viewWillDisappear", "covering.viewWillAppear",
                "inner.viewDidDisappear", "first.viewDidDisappear", "covering.viewDidAppear",
            ])
        // The tab bar stays; the context's view left the window.
        #expect(tabs.view.window === app.window)
        #expect(inner.viewIfLoaded?.window == nil)
        #expect(covering.view.frameInWindow == Rect(x: 0, y: 47, width: 390, height: 714))
        covering.dismiss()
        #expect(inner.view.window === app.window)
        #expect(app.drain().suffix(2) == ["inner.viewDidAppear", "first.viewDidAppear"])
    }

    @Test func currentContextWithoutADefiningControllerUsesTheRoot() {
        let (app, nav, home) = launched()
        let covering = content("covering")
        home.present(covering, style: .currentContext)
        #expect(covering.presentingViewController === nav)
        #expect(app.window.subviews.count == 1)
    }

    @Test func transitionStyleComesFromTheContextWhenItProvidesOne() {
        let (app, nav, home) = launched()
        nav.definesPresentationContext = true
        nav.providesPresentationContextTransitionStyle = true
        nav.modalTransitionStyle = .crossDissolve
        home.present(content("over"), style: .overCurrentContext, transition: .flipHorizontal)
        #expect(app.presentations.last?.transitionStyle == .crossDissolve)
        #expect(
            app.trace.events.contains {
                $0.name == "nav.present" && $0.detail == "over overCurrentContext crossDissolve"
            })
    }

    @Test func partialCurlNeedsFullScreenAsInUIKit() {
        let (app, _, home) = launched()
        #expect(!home.present(content("curl"), style: .pageSheet, transition: .partialCurl))
        #expect(app.presentations.isEmpty)
        #expect(home.present(content("curl"), style: .fullScreen, transition: .partialCurl))
    }

    @Test func aControllerThatAlreadyPresentsRefusesASecondPresentation() {
        let (app, _, home) = launched()
        home.present(content("one"))
        #expect(!home.present(content("two")))
        #expect(app.trace.names(of: [.presentationRefused]) == ["home.presentationRefused"])
        // Presenting from the presented controller stacks a new presentation.
        #expect(app.presentations[0].presented.present(content("two")))
        #expect(app.presentations.map(\.presented.id) == ["one", "two"])
    }

    @Test func dismissingInTheMiddleOfAChainDismissesEverythingAbove() {
        let (app, nav, home) = launched()
        let one = content("one")
        let two = content("two")
        let three = content("three")
        home.present(one, style: .fullScreen)
        one.present(two, style: .fullScreen)
        two.present(three, style: .pageSheet)
        app.clearTrace()
        #expect(nav.dismiss())
        #expect(app.presentations.isEmpty)
        #expect(app.trace.names(of: [.dismiss]) == ["nav.dismiss"])
        #expect(
            app.drain() == [
                "three.viewWillDisappear", "two.viewWillDisappear", "nav.viewWillAppear", "home.viewWillAppear",
                "three.viewDidDisappear", "two.viewDidDisappear", "nav.viewDidAppear", "home.viewDidAppear",
            ])
        #expect(one.appearanceState == .disappeared)
    }

    @Test func dismissCalledOnThePresentedControllerIsForwardedToThePresenter() {
        let (app, nav, home) = launched()
        let sheetRoot = content("sheetRoot")
        let sheetNav = NavigationController(id: "sheetNav", viewControllers: [sheetRoot])
        home.present(sheetNav)
        #expect(sheetRoot.presentingViewController === nav)
        #expect(sheetRoot.dismiss())
        #expect(app.presentations.isEmpty)
        #expect(app.trace.names(of: [.dismiss]) == ["nav.dismiss"])
    }

    @Test func presentationContainerLayoutIsTraced() {
        let (app, _, home) = launched()
        home.present(content("sheet"))
        #expect(
            app.trace.names(of: TraceEvent.Kind.layout) == [
                "sheet.containerViewWillLayoutSubviews", "sheet.containerViewDidLayoutSubviews",
                "sheet.viewWillLayoutSubviews", "sheet.viewDidLayoutSubviews",
            ])
    }

    @Test func alertsAreModalAndEscapeRunsTheCancelActionAfterDismissal() {
        let (app, _, home) = launched()
        var log: [String] = []
        let alert = AlertController(id: "confirm", title: "Delete?", message: "This cannot be undone.")
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { log.append("delete") })
        alert.addAction(
            AlertAction(title: "Cancel", style: .cancel) {
                log.append("cancel, presented: \(app.presentations.count)")
            })
        home.present(alert)
        #expect(app.presentations.last?.style == .alert)
        #expect(app.presentations.last?.isModalForVoiceOver == true)
        #expect(
            alert.view.subviews.map { $0.accessibilityLabel ?? "" } == [
                "Delete?", "This cannot be undone.", "Delete", "Cancel",
            ])
        #expect(alert.view.frameInWindow == Rect(x: 60, y: 334, width: 270, height: 176))
        #expect(alert.accessibilityPerformEscape())
        #expect(log == ["cancel, presented: 0"])
    }

    @Test func alertActionButtonsDismissThenRunTheirHandler() {
        let (app, _, home) = launched()
        var ran = false
        let alert = AlertController(id: "sheet", title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Share") { ran = app.presentations.isEmpty })
        home.present(alert)
        #expect(alert.orderedActions.map(\.title) == ["Share", "Cancel"])
        #expect(alert.view.descendant(withID: "sheet.action0")?.performTap() == true)
        #expect(ran)
        #expect(!AlertController(id: "x", title: "t", message: nil).accessibilityPerformEscape())
    }
}
