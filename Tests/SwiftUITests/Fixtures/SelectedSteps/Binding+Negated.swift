import SwiftUI

/// An app's extension of SwiftUI's `Binding`: it does not make `Binding`
/// a wrapper type of the app (a `@Binding` property still holds the
/// binding it is given).
extension Binding where Value == Bool {
    var negated: Binding<Bool> {
        Binding(get: { !wrappedValue }, set: { wrappedValue = !$0 })
    }
}
