import Foundation

/// UIImageView's image API over the name TouchLab shows (``ImageView/imageName``).
extension ImageView {
  /// An image view showing `image`, sized as UIKit sizes it to the image: here zero, as
  /// TouchLab loads no pixels.
  public convenience init(image: Image?) {
    self.init(frame: .zero)
    self.image = image
  }

  public var image: Image? {
    get { imageName.isEmpty ? nil : Image(named: imageName) }
    set { imageName = newValue?.name ?? "" }
  }
}
