internal import AppSpec

/// The code references (``HandlerSpec/code``) a live app's views hold, kept
/// current. Each evaluation of the screens names their code anew; a screen
/// whose evaluation changed nothing else keeps its views, as SwiftUI keeps a
/// view whose inputs did not change, so VoiceOver's focus and the crawler's
/// checkpoints stay on the same objects. Those views still hold the
/// references they were made with, which lead here to the newest ones.
struct LiveCodeReferences {
    /// By the reference a view was made with: the one its handler has now.
    private var current: [String: String] = [:]
    /// By the reference a handler has now: the one its view was made with.
    private var made: [String: String] = [:]

    /// Notes a screen evaluated again whose views stay: each reference it had
    /// (`from`) is now `to`.
    mutating func note(_ changes: [(from: String, to: String)]) {
        let originals = changes.map { made[$0.from] ?? $0.from }
        for change in changes { made[change.from] = nil }
        for (original, change) in zip(originals, changes) {
            current[original] = change.to
            made[change.to] = original
        }
    }

    /// Forgets the references of `controller`'s views, which are made anew.
    mutating func forget(_ controller: ControllerSpec) {
        _ = controller.mappingHandlerCodes { code in
            if let original = made.removeValue(forKey: code) { current[original] = nil }
            return code
        }
    }

    /// The reference a view's `code` stands for now.
    func resolve(_ code: String) -> String { current[code] ?? code }

    /// `event` with the code it runs named by its reference now.
    func resolving(_ event: LiveEvent) -> LiveEvent {
        switch event {
        case .run(let code, let view): .run(code: resolve(code), view: view)
        case .typed(let code, let view, let text): .typed(code: resolve(code), view: view, text: text)
        case .timer(let code): .timer(code: resolve(code))
        case .launch, .gone, .appeared: event
        }
    }
}
