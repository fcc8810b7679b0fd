import SwiftUI

// Reference §6 and §5 #9: two VStack columns in an HStack read across, row by row.
struct ColumnsView: View {
    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Name")
                Text("Age")
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text("Ada")
                Text("36")
            }
        }
        .padding()
    }
}

#Preview {
    ColumnsView()
}
