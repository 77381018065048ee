import Foundation

/// What the Interface Builder reader knows of IB's XML: which UIKit class an element stands
/// for, and which attributes and elements it reads, which it passes over because no touch
/// depends on them (drawing, fonts, text layout, Xcode's own bookkeeping), and — by
/// elimination — which it lists as not read (`describe --unsupported`), so that nothing a
/// touch could depend on is defaulted in silence.
enum InterfaceBuilderVocabulary {
  /// `button` → `UIButton`, `tableViewCellContentView` → `UITableViewCellContentView`: IB names
  /// each element after its UIKit class, without `UI` and starting lower case.
  static func uikitClass(forElement name: String) -> String {
    guard let first = name.first else { return "UIView" }
    return "UI" + first.uppercased() + name.dropFirst()
  }

  /// Elements that are views wherever they appear under `<subviews>` or as a top-level object;
  /// anything under `<subviews>` is a view whatever its name.
  static let viewKeys: Set<String> = ["contentView"]

  /// Attributes of a view element the reader applies.
  static let readAttributes: Set<String> = [
    "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel", "hidden", "alpha",
    "userInteractionEnabled", "clipsSubviews", "tag", "multipleTouchEnabled", "exclusiveTouch", "text",
    "image", "enabled", "on", "value", "minValue", "maxValue", "minimumValue", "maximumValue", "stepValue",
    "wraps", "continuous", "autorepeat", "selectedSegmentIndex", "delaysContentTouches",
    "canCancelContentTouches", "scrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
    "contentInsetAdjustmentBehavior",
    "axis", "alignment", "distribution", "spacing", "baselineRelativeArrangement",
    "layoutMarginsRelativeArrangement", "horizontalHuggingPriority", "verticalHuggingPriority",
    "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority", "rowHeight",
    "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight", "allowsSelection",
    "allowsMultipleSelection", "accessoryType", "selectionStyle", "imageView",
    "allowsSelectionDuringEditing", "allowsMultipleSelectionDuringEditing", "hidesWhenStopped", "animating",
    "numberOfPages", "currentPage", "hidesForSinglePage",
  ]

  /// Attributes no touch depends on: how a view draws or lays out its text, Xcode's bookkeeping.
  static let passedAttributes: Set<String> = [
    "contentMode", "opaque", "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "misplaced",
    "ambiguous", "textAlignment",
    "lineBreakMode", "baselineAdjustment", "numberOfLines", "adjustsFontSizeToFit",
    "adjustsFontForContentSizeCategory", "minimumFontSize", "minimumScaleFactor",
    "contentHorizontalAlignment",
    "contentVerticalAlignment", "buttonType", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "layoutMarginsFollowReadableWidth",
    "restorationIdentifier", "semanticContentAttribute", "highlightedImage", "catalog",
    "showsTouchWhenHighlighted",
    "adjustsImageWhenHighlighted", "adjustsImageWhenDisabled", "reversesTitleShadowWhenHighlighted",
    "borderStyle", "clearsOnBeginEditing", "placeholder", "indicatorStyle", "showsHorizontalScrollIndicator",
    "showsVerticalScrollIndicator", "style", "separatorStyle",
    // Estimates place headers and footers before they are measured; TouchLab sizes them at once.
    "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
    "indentationWidth", "reuseIdentifier", "segmentControlStyle",
    "insetsContentViewsToSafeArea", "dataMode", "largeContentSizeImage",
    "pointerInteraction", "springLoaded", "progress", "progressViewStyle",
    "numberOfPages", "currentPage", "minimumZoomScale", "maximumZoomScale", "editable", "selectable",
    "textColor", "keyboardDismissMode", "preferredBehavioralStyle",
    "configurationPreferences", "role", "changesSelectionAsPrimaryAction", "showsMenuAsPrimaryAction",
    "title", "tableViewCell", "collectionViewCell",
    // Drawing only: whether UIKit clears the context before draw(_:), a button's or a
    // visual effect's look.
    "clearsContextBeforeDrawing", "appearanceType",
  ]

  /// Child elements of a view the reader applies or walks into.
  static let readElements: Set<String> = [
    "rect", "autoresizingMask", "subviews", "connections", "outlet", "action", "state", "buttonConfiguration",
    "segments", "segment", "prototypes", "cells",
    "collectionViewFlowLayout",
  ]

  /// Child elements no touch depends on: colours, fonts, images, text traits, accessibility,
  /// safe-area and margin guides (layout only: the stored frames are kept), Xcode's canvas.
  static let passedElements: Set<String> = [
    "color", "fontDescription", "nil", "string", "attributedString", "imageReference",
    "preferredSymbolConfiguration",
    "size", "point", "accessibility", "textInputTraits", "viewLayoutGuide", "directionalEdgeInsets",
    "edgeInsets", "inset", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "layoutGuides",
    "navigationItem", "backgroundConfiguration", "fragment", "paragraphStyle", "font",
    "userDefinedRuntimeAttribute",
    "simulatedStatusBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
    "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "blurEffect", "vibrancyEffect",
  ]

  /// Elements listed as not read, with why, when their reason is not simply "not read yet".
  static let reasons: [String: String] = [
    "constraint": "not solved: the views it names keep their stored frames where nothing else places them",
    "variation":
      "only a variation's constraints are applied (at the document's size class); its other values are not",
    "segue":
      "custom segues, and segues a collection cell's accessory triggers, are not performed",
    "outlet":
      "connected are the outlets of the person's classes to the scene's views and controller, and a table's, "
      + "collection view's, text field's or text view's own outlets",
    "gestureRecognizers": "only the recognizer table's classes, their properties and one action are read",
    "userDefinedRuntimeAttributes": "runtime attributes can set anything; none is applied",
    "selected": "UIControl.isSelected is not modelled",
    "highlighted": "UIControl.isHighlighted is not modelled",
    "directionalLockEnabled":
      "a drag is not locked to one axis: TouchLab's scroll views follow the finger on both",
    "clearButtonMode": "a text field's clear button is not made: a tap where it would be is the field's",
    "container":
      "a container controller other than a navigation or tab bar controller is not made; its first child's "
      + "scene is shown",
  ]
}
