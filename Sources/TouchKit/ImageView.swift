import Foundation

/// A view that shows an image (UIKit's `UIImageView`). Like UIKit's, it ignores touches by
/// default: `isUserInteractionEnabled` starts false (§8, 3).
open class ImageView: View {
  /// The image's name; TouchLab draws it as a caption, not pixels.
  public var imageName = "" {
    didSet { noteDrawnChange() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// An image view showing `image`, sized as UIKit sizes it to the image: here zero, as
  /// TouchLab loads no pixels. Designated, in the class, as UIKit's is: a subclass may override
  /// it (`override init(image: UIImage?) { super.init(image: image); … }`).
  public init(image: Image?) {
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    self.image = image
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }
}
