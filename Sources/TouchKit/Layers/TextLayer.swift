import Foundation

/// Core Animation's `CATextLayer`: a string drawn in a layer. Kept, not drawn; a layer takes
/// no touches, its view does.
open class TextLayer: Layer {
  /// A `String` or an `NSAttributedString`, as Core Animation takes it.
  public var string: Any?
  /// A font name, a `UIFont` or a `CGFont`, as Core Animation takes it.
  public var font: Any?
  public var fontSize: CGFloat = 36
  public var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  public var isWrapped = false
  public var alignmentMode: AlignmentMode = .natural
  public var truncationMode: TruncationMode = .none

  /// Core Animation's `CATextLayerAlignmentMode`.
  public struct AlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = AlignmentMode(rawValue: "natural")
    public static let left = AlignmentMode(rawValue: "left")
    public static let right = AlignmentMode(rawValue: "right")
    public static let center = AlignmentMode(rawValue: "center")
    public static let justified = AlignmentMode(rawValue: "justified")
  }

  /// Core Animation's `CATextLayerTruncationMode`.
  public struct TruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = TruncationMode(rawValue: "none")
    public static let start = TruncationMode(rawValue: "start")
    public static let middle = TruncationMode(rawValue: "middle")
    public static let end = TruncationMode(rawValue: "end")
  }
}
