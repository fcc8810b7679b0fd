import SwiftEval
import Testing

/// Initializers overloaded on a localized resource and on text, as SwiftUI
/// libraries write them (`init(title: LocalizedStringResource)` beside a
/// `@_disfavoredOverload init(title: some StringProtocol)`). Foundation on
/// Linux has no `LocalizedStringResource`, so these are not compiled: the
/// expected outputs follow the compiler's ranking (a disfavored overload
/// loses; a string literal makes a resource, a `String` value does not).
@Suite struct LocalizedOverloadTests {
    private func run(_ source: String) -> String {
        SwiftProgram.run(source: source, fileName: "main.swift").output
    }

    private let declarations = """
        struct V {
            let text: String
            init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) { text = "resource" }
            @_disfavoredOverload
            init(title: some StringProtocol, subtitle: (some StringProtocol)? = String?.none) {
                text = "text " + String(title)
            }
        }

        """

    @Test func aLiteralTakesTheResourceOverTheDisfavoredGeneric() {
        #expect(run(declarations + "print(V(title: \"x\", subtitle: \"y\").text)") == "resource\n")
    }

    @Test func aStringValueTakesTheGenericOverload() {
        #expect(run(declarations + "let name = \"x\"\nprint(V(title: name).text)") == "text x\n")
    }

    @Test func aClosureDoesNotFillAStringParameter() {
        let output = run(
            """
            struct Area {
                let title: String
                init(icon: () -> Int, title: () -> String) { self.title = title() }
                init(icon: () -> Int, title: String) { self.init(icon: icon) { "T:" + title } }
            }
            print(Area(icon: { 1 }, title: "x").title, Area(icon: { 1 }) { "y" }.title)
            """)
        #expect(output == "T:x y\n")
    }

    /// An app that extends `Text` (so the program declares it): a `Text` value still fits a
    /// `Text` parameter, and picks the private initializer a convenience one hands on to.
    /// Before, the value fit no overload and the run stopped.
    @Test func aTextValueFitsATextParameterWhenTheAppExtendsText() {
        let output = run(
            """
            import SwiftUI
            extension Text {
                func emphasized() -> Text { bold() }
            }
            struct Banner<Header> {
                let header: Header
                let caption: Text
                private init(header: Header, caption: Text) {
                    self.header = header
                    self.caption = caption
                }
                init(header: () -> Header, caption: LocalizedStringResource) {
                    self.init(header: header(), caption: Text(caption))
                }
                init(title: String, caption: LocalizedStringResource) where Header == Int {
                    self.init(header: 1, caption: Text(caption).emphasized())
                }
            }
            print(Banner(title: "t", caption: "Read this").caption)
            """)
        #expect(output == "Text(text: \"Read this\")\n")
    }
}
