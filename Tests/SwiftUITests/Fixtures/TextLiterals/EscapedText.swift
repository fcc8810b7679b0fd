import SwiftUI

/// Texts whose literals hold escapes: each is read as the characters
/// Swift makes of it, not as the source spells it.
struct EscapedText: View {
    let name = "Ada"

    var body: some View {
        VStack {
            Text("Say \"hello\", \(name)")
            Text("Don\u{2019}t stop")
            Text(verbatim: "Tab\there")
            Text(#"Raw \n stays"#)
            Text("""
                Two
                lines
                """)
            ForEach("x\ny".components(separatedBy: "\n"), id: \.self) { Text($0) }
        }
    }
}
