public import AppModel

extension ScreenReader {
    /// Why a gesture could not be performed as asked.
    public enum GestureProblem: Sendable, Hashable {
        /// `touch` named a view that is not on screen.
        case noSuchView(String)
        /// `action` named a custom action the focused element does not
        /// have; the names it does have.
        case noSuchAction(String, available: [String])
        /// `rotor` named a custom rotor that no view around the focused
        /// element offers; the custom rotors offered there.
        case noSuchRotor(String, available: [String])
    }

    /// Performs `gesture`, finding a touched view by id with `findView`.
    /// Returns what kept it from being performed, or nil.
    @discardableResult
    public func perform(_ gesture: Gesture, findView: (String) -> View? = { _ in nil }) async -> GestureProblem? {
        switch gesture {
        case .swipeRight: await swipeRight()
        case .swipeLeft: await swipeLeft()
        case .swipeUp: await swipeUp()
        case .swipeDown: await swipeDown()
        case .doubleTap: await doubleTap()
        case .tripleTap: await tripleTap()
        case .escape: await escape()
        case .magicTap: await magicTap()
        case .scroll(let direction): await scroll(direction)
        case .rotor(.custom(let name)) where !availableCustomRotors.contains(where: { $0.name == name }):
            return .noSuchRotor(name, available: availableCustomRotors.map(\.name))
        case .rotor(let rotor): await selectRotor(rotor)
        case .touch(.point(let point)): await touch(at: point)
        case .touch(.view(let id)):
            guard let view = findView(id) else { return .noSuchView(id) }
            await touch(view)
        case .readAll: await readAll()
        case .readFromHere: await readFromHere()
        case .threeFingerTap: await threeFingerTap()
        case .fourFingerTapTop: await fourFingerTapTop()
        case .fourFingerTapBottom: await fourFingerTapBottom()
        case .twoFingerTap: await twoFingerTap()
        case .action(let name):
            guard await performAction(named: name) else {
                return .noSuchAction(name, available: focusedElement?.accessibilityCustomActions.map(\.name) ?? [])
            }
        }
        return nil
    }
}
