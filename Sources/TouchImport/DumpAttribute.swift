import Foundation

/// One attribute of a description, read into its ``DumpView`` property: the table of what
/// `-[UIView description]` (and UIScrollView's, UILabel's) prints.
enum DumpAttribute {
  /// Sets the property `key` names from `value`; returns what was wrong with the value, if
  /// anything (the property stays unset).
  static func apply(_ key: String, _ value: String, to view: inout DumpView) -> String? {
    switch key {
    case "frame":
      guard let numbers = DumpNumbers.list(value, open: "(", close: ")", count: 4) else {
        return "frame must read '(x y; width height)', got '\(clipped(value))'"
      }
      view.frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    case "baseClass": view.baseClass = value
    case "hidden": return bool(value, key) { view.isHidden = $0 }
    case "opaque": return bool(value, key) { view.isOpaque = $0 }
    case "userInteractionEnabled": return bool(value, key) { view.isUserInteractionEnabled = $0 }
    case "clipsToBounds": return bool(value, key) { view.clipsToBounds = $0 }
    case "alpha":
      guard let number = DumpNumbers.number(value) else {
        return "alpha must be a number, got '\(clipped(value))'"
      }
      view.alpha = number
    case "transform":
      guard let numbers = DumpNumbers.list(value, open: "[", close: "]", count: 6) else {
        return "transform must read '[a, b, c, d, tx, ty]', got '\(clipped(value))'"
      }
      view.transform = numbers
    case "tag":
      guard let tag = Int(value) else { return "tag must be a whole number, got '\(clipped(value))'" }
      view.tag = tag
    case "text": view.text = unquoted(value)
    case "autoresize": view.autoresize = value
    case "contentOffset":
      guard let numbers = DumpNumbers.list(value, open: "{", close: "}", count: 2) else {
        return "contentOffset must read '{x, y}', got '\(clipped(value))'"
      }
      view.contentOffset = CGPoint(x: numbers[0], y: numbers[1])
    case "contentSize":
      guard let numbers = DumpNumbers.list(value, open: "{", close: "}", count: 2) else {
        return "contentSize must read '{width, height}', got '\(clipped(value))'"
      }
      view.contentSize = CGSize(width: numbers[0], height: numbers[1])
    case "gestureRecognizers": view.hasGestureRecognizers = true
    case "animations": view.animations = String(value.prefix(500))
    default: break
    }
    return nil
  }

  private static func bool(_ value: String, _ key: String, set: (Bool) -> Void) -> String? {
    switch value {
    case "YES": set(true)
    case "NO": set(false)
    default: return "\(key) must be YES or NO, got '\(clipped(value))'"
    }
    return nil
  }

  /// `'Don't'` → `Don't`: the text between the outer quotes, inner quotes as printed.
  private static func unquoted(_ value: String) -> String {
    guard value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") else { return value }
    return String(value.dropFirst().dropLast())
  }

  /// A value short enough to quote in a message.
  static func clipped(_ value: String) -> String {
    value.count <= 40 ? value : String(value.prefix(40)) + "…"
  }
}
