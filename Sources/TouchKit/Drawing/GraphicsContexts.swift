import Foundation

#if canImport(Darwin)
  import CoreGraphics
#endif

/// The image contexts opened by `UIGraphicsBeginImageContext…` and the renderers' blocks, per
/// thread as UIKit's graphics context stack is: what `UIGraphicsGetCurrentContext()` answers.
public enum GraphicsContexts {
  private final class Stack { var contexts: [CGContext] = [] }
  private static let key = "TouchKit.GraphicsContexts"

  private static var stack: Stack {
    if let stack = Thread.current.threadDictionary[key] as? Stack { return stack }
    let stack = Stack()
    Thread.current.threadDictionary[key] = stack
    return stack
  }

  public static var current: CGContext? { stack.contexts.last }

  public static func push(_ context: CGContext) { stack.contexts.append(context) }

  public static func pop() { _ = stack.contexts.popLast() }

  /// A context that keeps nothing, for `size` (nil where Core Graphics refuses the size).
  public static func make(size: CGSize) -> CGContext? {
    #if canImport(Darwin)
      let width = Int(max(1, min(size.width.isFinite ? size.width : 1, 4096)))
      let height = Int(max(1, min(size.height.isFinite ? size.height : 1, 4096)))
      return CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
    #else
      return CGContext()
    #endif
  }
}
