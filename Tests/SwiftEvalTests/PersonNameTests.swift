import SwiftEval
import Testing

/// A person's name formatted as Apple's platforms write it in English
/// (Foundation on Linux formats no names, so these are not compiled):
/// `.abbreviated` is the initials, as XCUITest read "PS" for Paul
/// Schmiedmayer in the SpeziViews oracle; `.short` depends on the device's
/// settings and stays unknown.
@Suite struct PersonNameTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: "import Foundation\n" + source, fileName: "main.swift").output
    }

    @Test func abbreviatedIsTheInitialsOfTheGivenAndFamilyNames() {
        let output = run(
            """
            let name = PersonNameComponents(givenName: "Paul", familyName: "Schmiedmayer")
            var other = PersonNameComponents()
            other.givenName = "Leland"
            other.familyName = "Stanford"
            print(name.formatted(.name(style: .abbreviated)), other.formatted(.name(style: .abbreviated)))
            """)
        #expect(output == "PS LS\n")
    }

    @Test func mediumIsTheDefaultAndLongAddsTheRest() {
        let output = run(
            """
            let name = PersonNameComponents(namePrefix: "Dr.", givenName: "Ada", middleName: "King", familyName: "Lovelace")
            print(name.formatted(), "|", name.formatted(.name(style: .long)))
            """)
        #expect(output == "Ada Lovelace | Dr. Ada King Lovelace\n")
    }

    @Test func theShortStyleIsNotGuessed() {
        let output = run(
            """
            let name = PersonNameComponents(givenName: "Paul", familyName: "Schmiedmayer")
            print(name.formatted(.name(style: .short)))
            """)
        #expect(output.hasPrefix("«…»"))
    }
}
