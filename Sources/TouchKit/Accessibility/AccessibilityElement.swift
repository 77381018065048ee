import Foundation

/// UIKit's `UIAccessibilityElement`: a part of a view that VoiceOver reads as its own element
/// (a custom chart's bars, a rating control's stars). Kept, not read; it takes no touches, on
/// iOS either.
open class AccessibilityElement {
  /// The view or element holding it; weak, as in UIKit.
  public weak var accessibilityContainer: AnyObject?
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityIdentifier: String?
  open var accessibilityTraits: AccessibilityTraits = .none
  open var isAccessibilityElement = true
  open var accessibilityFrame = CGRect.zero
  open var accessibilityFrameInContainerSpace = CGRect.zero

  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    Application.current?.notice(.accessibility)
  }

  open func accessibilityActivate() -> Bool { false }
  open func accessibilityIncrement() {}
  open func accessibilityDecrement() {}
}

/// UIKit's `UIAccessibilityCustomAction`: an action VoiceOver offers. Kept; never performed.
open class AccessibilityCustomAction {
  public var name: String
  public weak var target: AnyObject?
  public var selector: String?
  public var actionHandler: ((AccessibilityCustomAction) -> Bool)?

  public init(name: String, target: Any?, selector: String) {
    self.name = name
    self.target = target as AnyObject?
    self.selector = selector
  }

  public init(name: String, actionHandler: @escaping (AccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
  }
}
