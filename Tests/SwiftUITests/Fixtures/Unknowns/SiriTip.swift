import AppIntents
import SwiftUI

/// Views Apple's frameworks draw besides SwiftUI's own: a Siri tip
/// (AppIntents) and a shortcuts link.
struct SiriTipScreen: View {
    var body: some View {
        VStack {
            Text("Order faster")
            SiriTipView(intent: ShowOrdersIntent())
            ShortcutsLink()
        }
    }
}
