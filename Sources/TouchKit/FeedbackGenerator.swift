import Foundation

/// Haptic feedback (UIKit's `UIFeedbackGenerator` and its three subclasses): compiles, keeps what
/// it is given, and says once per run, as a notice, that a terminal gives no haptics — real
/// buttons and pickers call `impactOccurred()` in their actions, and a file must not stop
/// compiling for it.
open class FeedbackGenerator {
  public init() {}

  /// Nothing to wake: there is no Taptic Engine.
  open func prepare() {}

  /// Tells the current application, once per run.
  func noteFeedback() {
    Application.current?.notice(.haptics)
  }
}

/// `UIImpactFeedbackGenerator`: a physical impact, of a style and an intensity.
open class ImpactFeedbackGenerator: FeedbackGenerator {
  /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  public let style: FeedbackStyle
  /// The impacts asked for, with their intensity (1 without one): kept so a test can read them.
  public private(set) var impacts: [CGFloat] = []

  public init(style: FeedbackStyle = .medium) {
    self.style = style
  }

  open func impactOccurred() { impactOccurred(intensity: 1) }

  open func impactOccurred(intensity: CGFloat) {
    impacts.append(intensity)
    noteFeedback()
  }
}

/// `UINotificationFeedbackGenerator`: success, warning or error.
open class NotificationFeedbackGenerator: FeedbackGenerator {
  /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  public private(set) var notifications: [FeedbackType] = []

  open func notificationOccurred(_ notificationType: FeedbackType) {
    notifications.append(notificationType)
    noteFeedback()
  }
}

/// `UISelectionFeedbackGenerator`: a selection changed.
open class SelectionFeedbackGenerator: FeedbackGenerator {
  public private(set) var selectionChanges = 0

  open func selectionChanged() {
    selectionChanges += 1
    noteFeedback()
  }
}

extension Notice {
  /// `UIImpactFeedbackGenerator` and its siblings.
  public static let haptics = Notice(
    api: "haptics",
    message: "haptic feedback (UIFeedbackGenerator) is kept but not felt: a terminal has no haptics")
}
