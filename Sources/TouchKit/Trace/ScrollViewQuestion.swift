import Foundation

/// The questions a scroll view answers about its content (§7).
public enum ScrollViewQuestion: String, Equatable, Sendable {
  case touchesShouldBegin, touchesShouldCancel
}
