import Foundation

#if canImport(Darwin)
  import CoreGraphics
#endif

extension Image {
  /// The image as Core Graphics holds it: on Linux TouchLab's `CGImage`, keeping the name; on
  /// Apple platforms a blank bitmap of its size (at least 1×1) from Core Graphics.
  static func cgImage(named name: String, size: CGSize) -> CGImage? {
    #if canImport(Darwin)
      return GraphicsContexts.make(size: size)?.makeImage()
    #else
      let side = { (value: CGFloat) in value.isFinite ? Int(max(0, min(value, 1_000_000))) : 0 }
      return CGImage(name: name, width: side(size.width), height: side(size.height))
    #endif
  }

  /// The name an image made from `cgImage` shows.
  static func name(of cgImage: CGImage) -> String {
    #if canImport(Darwin)
      return "cgImage"
    #else
      return cgImage.name
    #endif
  }
}
