// Enumerations: associated values, labeled and unlabeled, printed directly and extracted.
enum PaymentResult {
    case success(amount: Double, reference: String)
    case failure(code: Int)
    case pending(Int)
    case refunded(Double, String)
}

func summary(_ result: PaymentResult) -> String {
    switch result {
    case .success(let amount, let reference):
        return "paid \(amount) ref \(reference)"
    case .failure(code: let code):
        return "failed with \(code)"
    case let .pending(minutes):
        return "pending \(minutes) min"
    case .refunded(let amount, _):
        return "refunded \(amount)"
    }
}

let results: [PaymentResult] = [
    .success(amount: 19.99, reference: "A-17"),
    .failure(code: 3),
    .pending(15),
    .refunded(5.5, "late delivery"),
]

print(PaymentResult.failure(code: 3))
print(PaymentResult.success(amount: 19.99, reference: "A-17"))
print(PaymentResult.pending(15))
print(PaymentResult.refunded(5.5, "late delivery"))
for r in results {
    print(summary(r))
}

if case .failure(let code) = results[1] {
    print("code is \(code)")
}
if case .success(_, let ref) = results[0], ref.hasPrefix("A") {
    print("reference \(ref) starts with A")
}
let failures = results.filter {
    if case .failure = $0 { return true }
    return false
}
print("failures: \(failures.count)")
print("interpolated: \(results[3])")
