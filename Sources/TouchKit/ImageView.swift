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

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }
}
