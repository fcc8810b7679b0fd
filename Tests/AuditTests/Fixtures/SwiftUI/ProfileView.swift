import SwiftUI

/// A profile whose model comes from another module: its name is not known
/// from the sources, so findings about that text need review.
struct ProfileView: View {
    let profile: AccountProfile

    var body: some View {
        VStack { Text("Profile")
            Image(systemName: "person").accessibilityLabel(profile.display_name)
            Image(systemName: "at").accessibilityLabel("user_name")
        }
    }
}

#Preview {
    ProfileView(profile: .current)
}
