import Foundation

/// An image (UIKit's `UIImage`), as a name and nothing else: TouchLab draws captions, not
/// pixels, so `UIImage(systemName: "heart")` and `UIImage(named: "avatar")` always succeed
/// and an image view or button shows the name.
public final class Image: Equatable, Hashable, CustomStringConvertible, Sendable {
  /// The name it was made from.
  public let name: String
  /// Zero: nothing is loaded.
  public let size: CGSize = .zero

  public init?(named name: String) { self.name = name }

  public init?(systemName name: String) { self.name = name }

  /// UIKit's rendering modes; an image is a name whatever the mode.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image { self }

  public func withTintColor(_ color: Color) -> Image { self }

  public static func == (lhs: Image, rhs: Image) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  public var description: String { name }
}
