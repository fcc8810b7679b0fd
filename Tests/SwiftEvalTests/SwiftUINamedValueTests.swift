import SwiftEval
import Testing

/// SwiftUI's named values held in model code (SwiftUI is not on Linux, so
/// these are checked here, not by the compiler): `Color.brown`,
/// `BlendMode.plusDarker` and `Angle.degrees(10)` are values that compare
/// equal to themselves, and a memberwise argument `.brown` takes the type
/// of its property's default.
@Suite struct SwiftUINamedValueTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: "import SwiftUI\n" + source, fileName: "main.swift").output
    }

    @Test func namedColorsBlendModesAndAnglesAreValues() {
        let output = run(
            """
            struct CardTitle {
                var color = Color.black
                var rotation = Angle.degrees(0)
                var blendMode = BlendMode.normal
                var opacity: Double = 1
            }
            let title = CardTitle(color: .brown, rotation: .degrees(-10), blendMode: .plusDarker, opacity: 0.4)
            print(title.opacity, title.color == Color.brown, title.color == .black, title.blendMode == .plusDarker)
            print(CardTitle().blendMode == .normal, title.rotation == Angle.degrees(-10), title.rotation == .degrees(0))
            """)
        #expect(output == "0.4 true false true\ntrue true false\n")
    }
}
