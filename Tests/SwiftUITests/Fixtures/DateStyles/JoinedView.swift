import SwiftUI

/// A known date written with date styles, on the simulated device (US
/// English, GMT).
struct JoinedView: View {
    let joined = Date(timeIntervalSince1970: 1_685_958_060)

    var body: some View {
        VStack {
            Text("Joined \(joined.formatted(.dateTime.month(.wide).day(.twoDigits).year()))")
            Text(joined.formatted(date: .abbreviated, time: .shortened))
            Text("At \(joined.formatted(.dateTime.hour().minute()))")
            Text("Member")
        }
    }
}
