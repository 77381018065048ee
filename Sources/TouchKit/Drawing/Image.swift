import Foundation

/// An image (UIKit's `UIImage`), as a name and nothing else: TouchLab draws captions, not
/// pixels, so `UIImage(systemName: "heart")` and `UIImage(named: "avatar")` always succeed
/// and an image view or button shows the name.
public final class Image: Equatable, Hashable, CustomStringConvertible, Sendable {
  /// The name it was made from.
  public let name: String
  /// Zero unless drawn by a renderer at a size: nothing is loaded.
  public let size: CGSize

  public init?(named name: String) {
    self.name = name
    size = .zero
  }

  public init?(systemName name: String) {
    self.name = name
    size = .zero
  }

  /// An empty image (`UIImage()`), as a bar's background or shadow image is often cleared.
  public init() {
    name = ""
    size = .zero
  }

  init(name: String, size: CGSize) {
    self.name = name
    self.size = size
  }

  /// What an image renderer or image context makes: a name, at the size drawn.
  static func rendered(size: CGSize) -> Image { Image(name: "rendered image", size: size) }

  /// `#imageLiteral(resourceName:)`, as UIKit's overlay makes it.
  public convenience init(imageLiteralResourceName name: String) { self.init(name: name, size: .zero) }

  /// The file's name, as `UIImage(named:)` keeps the asset's: nothing is read.
  public convenience init?(contentsOfFile path: String) {
    self.init(name: (path as NSString).lastPathComponent, size: .zero)
  }

  public convenience init?(data: Data) { self.init(name: "image data", size: .zero) }

  public convenience init?(data: Data, scale: CGFloat) { self.init(name: "image data", size: .zero) }

  public convenience init(cgImage: CGImage) { self.init(name: Image.name(of: cgImage), size: .zero) }

  /// The image as Core Graphics holds it (`layer.contents = image.cgImage`): its name.
  public var cgImage: CGImage? { Image.cgImage(named: name, size: size) }

  /// 1, as an image with no pixels has.
  public var scale: CGFloat { 1 }

  /// No bytes: nothing is loaded.
  public func pngData() -> Data? { nil }

  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image { self }

  public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
    self
  }

  public func imageFlippedForRightToLeftLayoutDirection() -> Image { self }

  public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image { self }

  /// UIKit's `UIImage.ResizingMode`.
  public enum ResizingMode: Int, Sendable { case tile, stretch }

  /// UIKit's rendering modes; an image is a name whatever the mode.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { self }

  public func withTintColor(_ color: Color) -> Image { self }

  public static func == (lhs: Image, rhs: Image) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  public var description: String { name }
}
