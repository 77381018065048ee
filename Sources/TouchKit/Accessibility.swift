import Foundation

/// UIKit's `UIAccessibility`: the assistive technologies' state and the notifications code posts
/// to them. TouchLab runs none of them, so every "is … running/enabled" answers false (the
/// settings of a device with none turned on), and a posted notification is kept by nobody,
/// noticed once (an app's code posts `.layoutChanged` from its actions, and must keep running).
public enum Accessibility {
  /// UIKit's `UIAccessibility.Notification`.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// UIKit's `UIAccessibilityScrollDirection`.
  public enum ScrollDirection: Int, Sendable { case right = 1, left, up, down, next, previous }

  public static func post(notification: Notification, argument: Any?) {
    Application.current?.notice(.accessibility)
  }

  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }
  public static var isVideoAutoplayEnabled: Bool { true }

  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
