internal import SwiftEval
internal import SwiftSyntax

extension SwiftUIEvaluator.Cache {
    /// The note of the first part of `node` said as unknown for a reason
    /// (`currencyCode`, read from `UserDefaults`, in `Text(value, format:
    /// .currency(code: currencyCode))`): what a whole the reader could not
    /// settle inherits when no rule noted the whole itself.
    func inheritedNote(of node: Syntax) -> UnknownNote? {
        var queue = Array(node.children(viewMode: .sourceAccurate))
        var visited = 0
        while !queue.isEmpty, visited < Self.inheritedNoteLimit {
            let current = queue.removeFirst()
            visited += 1
            if let text = sourceTexts[current.id]?.text, let note = unknownNotes[text], note.isReasoned {
                return note
            }
            queue += current.children(viewMode: .sourceAccurate)
        }
        return nil
    }

    /// How many nodes of a whole are searched for a noted part.
    static let inheritedNoteLimit = 2_000

    /// The node first said as `text`, when the reader made that text from one.
    func saidNode(_ text: String) -> Syntax? { firstSaidNodes[text] }
}

extension UnknownNote {
    /// A note that says why, not only that the reader did not settle it.
    var isReasoned: Bool {
        !SwiftUIEvaluator.unreasonedDetails.contains(detail)
    }
}

extension SwiftUIEvaluator {
    /// Apple framework views whose closures hold marks or annotations, not
    /// views: Swift Charts and MapKit are one unknown element each.
    static let drawnFrameworkViews: Set<String> = ["Chart", "Map", "SceneView", "SpriteView", "RealityView", "Model3D"]

    /// Views of image-loading packages (SDWebImageSwiftUI, Kingfisher, Nuke,
    /// CachedAsyncImage) that show a remote image once it has loaded.
    static let remoteImageViews: Set<String> = [
        "WebImage", "AnimatedImage", "KFImage", "KFAnimatedImage", "LazyImage", "FetchImage", "CachedAsyncImage",
        "URLImage",
    ]

    /// The details of notes that give no reason of their own.
    static let unreasonedDetails: Set<String> = ["not evaluated by the SwiftUI reader", "the reader did not say why"]
}

extension SwiftUIEvaluator {
    /// The reason of the first unknown a name in `expr` holds (`code` in
    /// `.currency(code: code)`), when one was noted with a reason: what a
    /// whole made from it inherits. Names only, at most a few dozen.
    func noteOfNamedParts(_ expr: ExprSyntax, _ scope: Scope) -> Unknown? {
        var checked = 0
        for token in expr.tokens(viewMode: .sourceAccurate) where checked < 32 {
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                reference.parent?.is(MemberAccessExprSyntax.self) != true
                    || reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id == ExprSyntax(reference).id
            else { continue }
            // The function a call names is not a value it is made from.
            if reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(reference).id {
                continue
            }
            checked += 1
            guard case .unknown(let text) = value(ExprSyntax(reference), scope), let note = cache.unknownNotes[text],
                note.isReasoned
            else { continue }
            return Unknown(note.cause, note.detail)
        }
        return nil
    }
}
