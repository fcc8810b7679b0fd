/// Foundation's `PersonNameComponents` and its format style as app code
/// shows a person's name, in English as Apple's platforms write it:
/// `.abbreviated` the initials of the given and family names ("PS" for
/// Paul Schmiedmayer, as XCUITest read in the SpeziViews oracle),
/// `.medium` (the default) the given then the family name, `.long` with
/// the middle name, prefix and suffix. `.short`, which depends on the
/// device's settings, is not declared, so code that asks for it stays
/// unknown. Foundation on Linux formats no names, so these are not
/// compiled here. Run as Swift source with the program's rules.
enum PersonNamePrelude {
    static let source = """
        struct PersonNameComponents: Hashable {
            var namePrefix: String?
            var givenName: String?
            var middleName: String?
            var familyName: String?
            var nameSuffix: String?
            var nickname: String?
            init(
                namePrefix: String? = nil, givenName: String? = nil, middleName: String? = nil,
                familyName: String? = nil, nameSuffix: String? = nil, nickname: String? = nil
            ) {
                self.namePrefix = namePrefix
                self.givenName = givenName
                self.middleName = middleName
                self.familyName = familyName
                self.nameSuffix = nameSuffix
                self.nickname = nickname
            }
            func formatted() -> String { formatted(PersonNameComponentsFormatStyle(style: .medium)) }
            func formatted(_ style: PersonNameComponentsFormatStyle) -> String {
                let parts: [String?]
                switch style.style {
                case .abbreviated:
                    return [givenName, familyName].compactMap { $0?.first.map(String.init) }.joined()
                case .medium: parts = [givenName, familyName]
                case .long: parts = [namePrefix, givenName, middleName, familyName, nameSuffix]
                }
                return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            }
        }

        struct PersonNameComponentsFormatStyle {
            enum Style { case abbreviated, medium, long }
            var style: Style
            static func name(style: Style) -> PersonNameComponentsFormatStyle {
                PersonNameComponentsFormatStyle(style: style)
            }
        }
        """
}
