import Foundation

enum OnboardingStep: Int, CaseIterable, CustomStringConvertible {
    case welcome, permissions, account, preferences, done

    var description: String {
        switch self {
        case .welcome: return "Welcome"
        case .permissions: return "Permissions"
        case .account: return "Create account"
        case .preferences: return "Preferences"
        case .done: return "All set"
        }
    }

    var isSkippable: Bool { self == .permissions || self == .preferences }
}

struct OnboardingViewModel {
    private(set) var step: OnboardingStep = .welcome
    private(set) var skipped: [OnboardingStep] = []
    var accountName: String?

    var progress: Int { step.rawValue * 100 / (OnboardingStep.allCases.count - 1) }
    var canGoBack: Bool { step != .welcome && step != .done }

    mutating func next() -> Bool {
        guard let following = OnboardingStep(rawValue: step.rawValue + 1) else { return false }
        if step == .account {
            guard let name = accountName, !name.isEmpty else { return false }
        }
        step = following
        return true
    }

    mutating func skip() -> Bool {
        guard step.isSkippable else { return false }
        skipped.append(step)
        return next()
    }

    mutating func back() {
        guard canGoBack, let previous = OnboardingStep(rawValue: step.rawValue - 1) else { return }
        step = previous
        skipped.removeAll { $0 == previous }
    }
}

var vm = OnboardingViewModel()
func status(_ action: String, _ ok: Bool) {
    print("\(action.padding(toLength: 6, withPad: " ", startingAt: 0)) \(ok ? "ok  " : "FAIL") -> \(vm.step) [\(vm.progress)%]")
}
status("start", true)
status("next", vm.next())
status("skip", vm.skip())
status("skip", vm.skip())
status("next", vm.next())
vm.accountName = "jules"
status("next", vm.next())
vm.back()
status("back", true)
status("next", vm.next())
status("skip", vm.skip())
status("next", vm.next())
print("Skipped: \(vm.skipped.map(\.description)), can go back: \(vm.canGoBack)")
