final class FormField {
    let name: String
    private let validator: (String) -> String?
    private(set) var error: String?
    private(set) var editCount = 0
    var onChange: ((FormField) -> Void)?

    var value: String = "" {
        willSet {
            if newValue != value { editCount += 1 }
        }
        didSet {
            guard oldValue != value else { return }
            error = validator(value)
            onChange?(self)
        }
    }

    var isValid: Bool { error == nil && !value.isEmpty }

    init(name: String, validator: @escaping (String) -> String?) {
        self.name = name
        self.validator = validator
    }
}

final class ProfileForm {
    let username = FormField(name: "username") { v in
        if v.count < 3 { return "too short" }
        if v.contains(" ") { return "no spaces allowed" }
        return nil
    }
    let age = FormField(name: "age") { v in
        guard let n = Int(v) else { return "not a number" }
        return (13...120).contains(n) ? nil : "out of range"
    }
    private(set) var log: [String] = []

    var canSubmit: Bool { username.isValid && age.isValid }
    var submitTitle: String { canSubmit ? "Save" : "Fix \(invalidFields.count) field(s)" }
    var invalidFields: [String] { [username, age].filter { !$0.isValid }.map(\.name) }

    init() {
        for field in [username, age] {
            field.onChange = { [unowned self] f in
                self.log.append("\(f.name)=\(f.value) \(f.error ?? "ok")")
            }
        }
    }
}

let form = ProfileForm()
print(form.submitTitle, form.invalidFields)
form.username.value = "jo"
form.username.value = "jo hn"
form.username.value = "john"
form.username.value = "john"
form.age.value = "abc"
print(form.submitTitle, form.invalidFields)
form.age.value = "7"
form.age.value = "34"
print(form.submitTitle)
form.log.forEach { print($0) }
print("edits: username \(form.username.editCount), age \(form.age.editCount)")
