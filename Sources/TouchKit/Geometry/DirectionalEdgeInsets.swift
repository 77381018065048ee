import Foundation

/// Insets by leading and trailing edges (UIKit's `NSDirectionalEdgeInsets`): a button
/// configuration's `contentInsets`. TouchLab lays out left to right, so leading is left.
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  public static let zero = DirectionalEdgeInsets()

  /// The same insets by left and right, left to right.
  public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

/// Edges by leading and trailing (UIKit's `NSDirectionalRectEdge`): where a configured button's
/// image goes.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = DirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
  public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
