enum OnboardingStep: Int, CaseIterable, CustomStringConvertible {
    case welcome, permissions, account, preferences, done

    var description: String {
        switch self {
        case .welcome: return "Welcome"
        case .permissions: return "Permissions"
        case .account: return "Create Account"
        case .preferences: return "Preferences"
        case .done: return "All Set"
        }
    }

    var next: OnboardingStep? { OnboardingStep(rawValue: rawValue + 1) }
    var previous: OnboardingStep? { OnboardingStep(rawValue: rawValue - 1) }
    var isSkippable: Bool { self == .permissions || self == .preferences }
}

struct OnboardingState {
    var step: OnboardingStep = .welcome
    var skipped: Set<OnboardingStep> = []
    var username: String?
    var notificationsAllowed = false
}

final class OnboardingViewModel {
    private(set) var state = OnboardingState() {
        didSet {
            if oldValue.step != state.step {
                print("  [\(oldValue.step) → \(state.step)]")
            }
        }
    }

    var progress: String {
        let total = OnboardingStep.allCases.count - 1
        let filled = state.step.rawValue
        return String(repeating: "●", count: filled) + String(repeating: "○", count: total - filled)
    }

    var primaryButtonTitle: String {
        switch state.step {
        case .welcome: return "Get Started"
        case .done: return "Finish"
        case .account where state.username == nil: return "Enter a username"
        default: return "Continue"
        }
    }

    func advance() {
        if state.step == .account && state.username == nil {
            print("  blocked: username required")
            return
        }
        guard let next = state.step.next else { print("  already done"); return }
        state.step = next
    }

    func back() { state.step = state.step.previous ?? state.step }

    func skip() {
        guard state.step.isSkippable else { print("  can't skip \(state.step)"); return }
        state.skipped.insert(state.step)
        advance()
    }

    func setUsername(_ name: String) {
        let trimmed = name.filter { !$0.isWhitespace }
        state.username = trimmed.count >= 3 ? trimmed.lowercased() : nil
    }
}

let vm = OnboardingViewModel()
func show() { print("\(vm.progress) \(vm.state.step): \"\(vm.primaryButtonTitle)\"") }
show()
vm.advance(); show()
vm.skip(); show()
vm.skip()
vm.advance()
vm.setUsername(" a b "); show()
vm.setUsername("  Jane Doe "); show()
vm.back(); vm.advance(); vm.advance(); show()
vm.skip(); show()
vm.advance()
print("Skipped: \(vm.state.skipped.map(\.description).sorted()), user: \(vm.state.username ?? "-")")
print(OnboardingStep.allCases.filter(\.isSkippable), OnboardingStep.done.next as Any)
