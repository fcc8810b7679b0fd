internal import AppModel
internal import SwiftSyntax
internal import SwiftUISource

extension SwiftUIEvaluator {
    /// The font `.font(…)` sets, for the audit's Dynamic Type rule: a text
    /// style (`.title`, `.body`) scales with the user's text size, as does
    /// `.custom(name, size:)`; `.system(size:)` and `.custom(name,
    /// fixedSize:)` keep their size. `nil` for a font the code computes.
    func font(_ expr: ExprSyntax, _ scope: Scope) -> Font? {
        var written = expr
        // `.title.bold()`, `.system(size: 12).weight(.bold)`: the font before its styling.
        var bold = false
        while let call = written.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["bold", "weight", "italic", "monospacedDigit", "smallCaps", "leading"].contains(
                member.declName.baseName.text)
        {
            bold =
                bold || member.declName.baseName.text == "bold"
                || call.arguments.first?.expression.tokenText.contains("bold") == true
            written = base
        }
        if let member = written.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.tokenText == "Font"
        {
            guard let style = Self.textStyles[member.declName.baseName.text] else { return nil }
            var font = Font.style(style)
            if bold { font.isBold = true }
            return font
        }
        guard let call = written.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        switch member.declName.baseName.text {
        case "system":
            if let size = argument(call, "size").flatMap({ value($0, scope).number }) {
                return Font(
                    size: size, isBold: bold || call.arguments.contains { $0.expression.tokenText.contains("bold") },
                    scalesWithContentSize: false)
            }
            // `.system(.title, design: .rounded)`: a text style.
            if let styleName = call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let style = Self.textStyles[styleName]
            {
                return Font.style(style)
            }
            return nil
        case "custom":
            if let size = argument(call, "fixedSize").flatMap({ value($0, scope).number }) {
                return Font(
                    size: size, isBold: bold, name: argument(call, nil).map { value($0, scope).text },
                    scalesWithContentSize: false)
            }
            if let size = argument(call, "size").flatMap({ value($0, scope).number }) {
                return Font(
                    size: size, isBold: bold, name: argument(call, nil).map { value($0, scope).text },
                    scalesWithContentSize: true)
            }
            return nil
        default:
            return nil
        }
    }

    /// SwiftUI's text styles by name.
    static let textStyles: [String: TextStyle] = [
        "largeTitle": .largeTitle, "title": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline,
        "body": .body, "callout": .callout, "footnote": .footnote, "caption": .caption1, "caption2": .caption2,
    ]
}
