/// An image (`UIImageView`). Not an element by default: an app that wants it
/// read must make it one and give it a label; it then reads "Image."
@MainActor
public final class ImageView: View {
    /// The image's file or asset name.
    public var imageName: String? { didSet { ModelRevision.bump() } }

    /// Creates an image view.
    public init(_ imageName: String?, id: String? = nil, frame: Rect? = nil) {
        self.imageName = imageName
        super.init(id: id, frame: frame)
    }

    override public class var kindName: String { "image" }
    override public var defaultAccessibilityTraits: AccessibilityTraits { .image }
}
