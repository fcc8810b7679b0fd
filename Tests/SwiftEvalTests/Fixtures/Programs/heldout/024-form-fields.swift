protocol Validator {
    associatedtype Value
    func validate(_ value: Value) -> String?
}

struct NonEmpty: Validator {
    func validate(_ value: String) -> String? { value.isEmpty ? "must not be empty" : nil }
}

struct InRange: Validator {
    let range: ClosedRange<Int>
    func validate(_ value: Int) -> String? {
        range.contains(value) ? nil : "must be between \(range.lowerBound) and \(range.upperBound)"
    }
}

struct FormField<Value> {
    let label: String
    var value: Value
    private var rules: [(Value) -> String?]

    init<V: Validator>(_ label: String, value: Value, validator: V) where V.Value == Value {
        self.label = label
        self.value = value
        self.rules = [validator.validate]
    }

    func adding(_ rule: @escaping (Value) -> String?) -> FormField {
        var copy = self
        copy.rules.append(rule)
        return copy
    }

    var errors: [String] { rules.compactMap { $0(value) }.map { "\(label) \($0)" } }
}

struct SignupForm {
    var name = FormField("Name", value: "", validator: NonEmpty())
        .adding { $0.count > 20 ? "is too long" : nil }
    var age = FormField("Age", value: 0, validator: InRange(range: 13...120))
    var username = FormField("Username", value: "", validator: NonEmpty())
        .adding { $0.contains(" ") ? "must not contain spaces" : nil }
        .adding { $0.first?.isLetter == false ? "must start with a letter" : nil }

    var allErrors: [String] { name.errors + age.errors + username.errors }
    var isValid: Bool { allErrors.isEmpty }
}

var form = SignupForm()
print("Empty form valid: \(form.isValid)")
form.allErrors.forEach { print("  \($0)") }

form.name.value = "Priya"
form.age.value = 9
form.username.value = "9 lives"
print("Partial form valid: \(form.isValid)")
form.allErrors.forEach { print("  \($0)") }

form.age.value = 29
form.username.value = "priya_k"
print("Complete form valid: \(form.isValid)")
