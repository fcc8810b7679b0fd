import SwiftUI
import CarKit

/// A picker whose selection is a case of a package's enum: its value is
/// code outside the sources.
struct BrandPicker: View {
    @State private var brand: Brand = .hyundai

    var body: some View {
        Form {
            Picker("Brand", selection: $brand) {
                ForEach(Brand.allCases, id: \.self) { choice in
                    Text(choice.displayName).tag(choice)
                }
            }
            .pickerStyle(MenuPickerStyle())
        }
    }
}
