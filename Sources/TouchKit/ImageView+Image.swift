import Foundation

/// UIImageView's image API over the name TouchLab shows (``ImageView/imageName``).
extension ImageView {
  public var image: Image? {
    get { imageName.isEmpty ? nil : Image(named: imageName) }
    set { imageName = newValue?.name ?? "" }
  }
}

/// UIImageView's frame animation and highlighted image: kept (TouchLab shows the image's name,
/// not frames); `isAnimating` reads back what `startAnimating()`/`stopAnimating()` set, as code
/// that toggles a loading image checks it. None of it changes what a touch meets.
extension ImageView {
  public var animationImages: [Image]? {
    get { kept("animationImages", default: [Image]?.none) }
    set { keep("animationImages", newValue) }
  }
  public var highlightedAnimationImages: [Image]? {
    get { kept("highlightedAnimationImages", default: [Image]?.none) }
    set { keep("highlightedAnimationImages", newValue) }
  }
  public var animationDuration: TimeInterval {
    get { kept("animationDuration", default: TimeInterval(0)) }
    set { keep("animationDuration", newValue) }
  }
  public var animationRepeatCount: Int {
    get { kept("animationRepeatCount", default: 0) }
    set { keep("animationRepeatCount", newValue) }
  }
  public var highlightedImage: Image? {
    get { kept("highlightedImage", default: Image?.none) }
    set { keep("highlightedImage", newValue) }
  }
  public var isHighlighted: Bool {
    get { kept("isHighlighted", default: false) }
    set { keep("isHighlighted", newValue) }
  }
  public var isAnimating: Bool { kept("isAnimating", default: false) }

  public func startAnimating() { keep("isAnimating", true) }

  public func stopAnimating() { keep("isAnimating", false) }
}
