import Foundation

extension Application {
  /// TEMPORARY until target-action lands.
  @discardableResult
  public func sendAction(_ action: String, to target: Responder?, from sender: AnyObject?, for event: Event?)
    -> Bool
  {
    false
  }
}
