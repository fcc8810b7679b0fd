import SwiftUI

// Reference §2.1: List rows, section headers (upper-cased on iOS 17 and 18) and footers.
struct AccountsView: View {
    let accounts = ["Checking", "Savings"]

    var body: some View {
        List {
            Section {
                ForEach(accounts, id: \.self) { account in
                    Text(account)
                }
            } header: {
                Text("Accounts")
            } footer: {
                Text("Tap an account to view details")
            }
            Section("Cards") {
                Text("Visa")
            }
        }
    }
}

#Preview {
    AccountsView()
}
