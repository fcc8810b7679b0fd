extension Application {
    /// The on-screen keyboard, while a text input in the window is the first responder.
    public var keyboard: KeyboardView? { window.subviews.last { $0 is KeyboardView } as? KeyboardView }

    /// Hands first-responder status to `view` without the resign and
    /// become events: the same field made anew (a SwiftUI body evaluated
    /// again after a key), which stays edited.
    public func transferFirstResponder(to view: View) {
        guard view !== firstResponder else { return }
        setFirstResponderQuietly(view)
        updateKeyboard()
    }

    /// Shows the keyboard across the bottom of the window while a text
    /// input in it is the first responder, with that input's return key;
    /// hides it otherwise. A first responder taken out of the window (its
    /// screen pushed over or dismissed) resigns.
    public func updateKeyboard() {
        if let responder = firstResponder, responder.window == nil { makeFirstResponder(nil) }
        let input = firstResponder as? any TextInput
        guard let input else {
            keyboard?.removeFromSuperview()
            return
        }
        let size = window.frame.size
        let height = KeyboardView.height(device: device, orientation: orientation)
        let frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        if let shown = keyboard, shown.returnKeyType == input.returnKeyType, shown.keyboardType == input.keyboardType {
            if shown.frame != frame { shown.relayout(in: frame) }
            if window.subviews.last !== shown { window.addSubview(shown) }
            return
        }
        keyboard?.removeFromSuperview()
        window.addSubview(
            KeyboardView(
                returnKeyType: input.returnKeyType, keyboardType: input.keyboardType, isPad: device == .ipad,
                frame: frame))
    }
}
