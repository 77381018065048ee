import Foundation

/// The rest of a view's accessibility, kept and read back (the overridable members are in
/// View.swift's class body, as overridable members must be): set to something other than its
/// default, each says once that TouchLab has no VoiceOver.
extension View {
  public var accessibilityFrame: CGRect {
    get { kept("accessibilityFrame", default: CGRect.zero) }
    set { keepAccessibility("accessibilityFrame", newValue) }
  }
  public var accessibilityElements: [Any]? {
    get { kept("accessibilityElements", default: AccessibilityElements(items: nil)).items }
    set { keepAccessibility("accessibilityElements", AccessibilityElements(items: newValue)) }
  }
  public var shouldGroupAccessibilityChildren: Bool {
    get { kept("shouldGroupAccessibilityChildren", default: false) }
    set { keepAccessibility("shouldGroupAccessibilityChildren", newValue) }
  }
  public var accessibilityElementsHidden: Bool {
    get { kept("accessibilityElementsHidden", default: false) }
    set { keepAccessibility("accessibilityElementsHidden", newValue) }
  }
  public var accessibilityLanguage: String? {
    get { kept("accessibilityLanguage", default: String?.none) }
    set { keepAccessibility("accessibilityLanguage", newValue) }
  }
  public var accessibilityRespondsToUserInteraction: Bool {
    get { kept("accessibilityRespondsToUserInteraction", default: true) }
    set { keepAccessibility("accessibilityRespondsToUserInteraction", newValue) }
  }
  public var accessibilityUserInputLabels: [String]? {
    get { kept("accessibilityUserInputLabels", default: [String]?.none) }
    set { keepAccessibility("accessibilityUserInputLabels", newValue) }
  }
  public var accessibilityCustomActions: [AccessibilityCustomAction]? {
    get {
      kept("accessibilityCustomActions", default: AccessibilityElements(items: nil)).items
        as? [AccessibilityCustomAction]
    }
    set { keepAccessibility("accessibilityCustomActions", AccessibilityElements(items: newValue)) }
  }

  /// Keeps an accessibility setting and tells the application once.
  func keepAccessibility(_ name: String, _ value: any Sendable) {
    keep(name, value)
    notice(.accessibility)
  }
}

/// A kept list of elements: accessibility elements are main-thread objects in UIKit, kept here
/// only to be read back on the thread that set them.
struct AccessibilityElements: @unchecked Sendable {
  let items: [Any]?
}
