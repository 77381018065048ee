import Foundation

#if canImport(Darwin)
  import CoreGraphics
#endif

/// UIKit's `UIGraphicsImageRenderer`: makes an image by running a drawing block.
///
/// The block runs, against a context that keeps nothing (on Linux TouchLab's `CGContext`; on
/// Apple platforms a Core Graphics bitmap context), so what it computes or sets on the way
/// happens as on iOS; the image made is a name, "rendered image", sized as asked, since
/// TouchLab draws no pixels. The first one in a run gives a notice.
open class GraphicsImageRenderer {
  public let format: Format
  let bounds: CGRect

  public init(size: CGSize, format: Format = .default()) {
    bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }

  public init(bounds: CGRect, format: Format = .default()) {
    self.bounds = bounds
    self.format = format
  }

  open func image(actions: (Context) -> Void) -> Image {
    Application.current?.notice(.imageRendering)
    if let context = GraphicsContexts.make(size: bounds.size) {
      GraphicsContexts.push(context)
      actions(Context(cgContext: context, format: format))
      GraphicsContexts.pop()
    }
    return Image.rendered(size: bounds.size)
  }

  /// The image's bytes: none, as there are no pixels (an empty `Data`).
  open func pngData(actions: (Context) -> Void) -> Data {
    _ = image(actions: actions)
    return Data()
  }

  open func jpegData(withCompressionQuality quality: CGFloat, actions: (Context) -> Void) -> Data {
    _ = image(actions: actions)
    return Data()
  }

  /// UIKit's `UIGraphicsImageRendererFormat`. Kept.
  open class Format {
    public var scale: CGFloat = 3
    public var opaque = false
    public var preferredRange: Range = .automatic

    public init() {}

    open class func `default`() -> Format { Format() }

    open class func preferred() -> Format { Format() }

    /// UIKit's `UIGraphicsImageRendererFormat.Range`.
    public enum Range: Int, Sendable { case unspecified = -1, automatic, extended, standard }
  }

  /// UIKit's `UIGraphicsImageRendererContext`: the drawing context a block gets.
  open class Context {
    public let cgContext: CGContext
    public let format: Format

    init(cgContext: CGContext, format: Format) {
      self.cgContext = cgContext
      self.format = format
    }

    public var currentImage: Image { Image.rendered(size: .zero) }

    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    open func clip(to rect: CGRect) {}
  }
}
