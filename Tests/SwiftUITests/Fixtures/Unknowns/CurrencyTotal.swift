import SwiftUI

enum AppSettings {
    /// The currency the user chose, kept in the app group's defaults.
    static func currency() -> String {
        if let shared = UserDefaults(suiteName: "group.example.totals"),
            let code = shared.string(forKey: "currency")
        {
            return code
        }
        return "USD"
    }
}

/// An amount in the currency the app reads from its group's defaults.
struct CurrencyTotal: View {
    var amount: Double = 42
    var currencyCode: String = AppSettings.currency()

    var body: some View {
        Text(amount, format: .currency(code: currencyCode))
    }
}
