import SwiftUI

struct BrokenView: View {
    var body: some View {
        VStack {
            Text("Missing paren"
        }
    }
}
