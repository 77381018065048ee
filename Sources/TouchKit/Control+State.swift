import Foundation

extension Control {
  /// UIKit's `UIControl.State`: which of a control's appearances applies, for per-state titles,
  /// colours and images (`setTitle(_:for:)`).
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// The control's state, from `isHighlighted`, `isEnabled` and `isSelected`.
  public var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }
}
