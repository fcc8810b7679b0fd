extension Application {
    /// Rotates the interface (`rotate: landscape`), as ``setEnvironment(device:orientation:layoutDirection:)``.
    public func rotate(to orientation: Orientation) {
        setEnvironment(device: device, orientation: orientation, layoutDirection: layoutDirection)
    }

    /// Changes the device, orientation or layout direction.
    ///
    /// The window takes the new screen size; when the traits change, every
    /// loaded controller gets `traitCollectionDidChange`, parents first; split
    /// views collapse or expand and popovers adapt to the new horizontal size
    /// class; then a layout pass runs with its callbacks.
    public func setEnvironment(device: Device, orientation: Orientation, layoutDirection: LayoutDirection) {
        let oldTraits = traitCollection
        let oldSize = window.frame.size
        self.device = device
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        let newSize = Self.screenSize(device: device, custom: customScreenSize, orientation: orientation)
        guard oldTraits != traitCollection || oldSize != newSize else { return }
        record(TraceEvent("application", .sizeChange, detail: "\(newSize) \(traitCollection)"))
        window.frame = Rect(origin: .zero, size: newSize)
        if oldTraits != traitCollection {
            for controller in allControllers where controller.isViewLoaded {
                controller.traitCollectionDidChange()
            }
        }
        adaptContainers()
        for view in window.subtree { view.setNeedsLayout() }
        layoutIfNeeded()
        updateKeyboard()
    }

    /// Brings split views and popovers in line with the horizontal size class.
    func adaptContainers() {
        let sizeClass = traitCollection.horizontalSizeClass
        for controller in allControllers {
            (controller as? SplitViewController)?.adapt(to: sizeClass)
        }
        for presentation in presentations {
            presentation.adapt(to: sizeClass)
        }
    }

    /// Delivers a memory warning: recorded for the app, then
    /// `didReceiveMemoryWarning` on every loaded controller, parents first.
    public func simulateMemoryWarning() {
        record(TraceEvent("application", .memoryWarning))
        for controller in allControllers where controller.isViewLoaded {
            controller.didReceiveMemoryWarning()
        }
    }
}
