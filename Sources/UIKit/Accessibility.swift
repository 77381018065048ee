// UIKit's accessibility API: kept, not read (TouchKit/Accessibility; docs/uikit-api.md).

public typealias UIAccessibility = Accessibility
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIAccessibilityElement = AccessibilityElement
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
public typealias UIAccessibilityScrollDirection = Accessibility.ScrollDirection
