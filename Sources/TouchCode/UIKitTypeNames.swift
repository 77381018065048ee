import TouchKit

/// UIKit's names for the engine's types, in the compiler's messages: swiftc prints a type by its
/// declaration's name (`'Font'`, `'Image?'`, `'Responder'`, `'UIButton' (aka 'Button')`), which
/// a person who wrote `UIFont` never typed (issue 36, item 5). The view, recognizer and controller classes'
/// names come from the class tables; the other types are the UIKit module's remaining
/// typealiases (Sources/UIKit), which a test holds ``otherTypes`` to. A name the person's own
/// files declare (their own `struct Font`) is theirs and keeps its spelling.
enum UIKitTypeNames {
  /// The UIKit module's typealiases that no class table has, engine name → UIKit name.
  static let otherTypes: [String: String] = [
    "Accessibility": "UIAccessibility", "AccessibilityCustomAction": "UIAccessibilityCustomAction",
    "AccessibilityElement": "UIAccessibilityElement", "AccessibilityTraits": "UIAccessibilityTraits",
    "Action": "UIAction", "Animation": "CAAnimation", "LayerDelegate": "CALayerDelegate",
    "InterfaceOrientationMask": "UIInterfaceOrientationMask", "StatusBarStyle": "UIStatusBarStyle",
    "AnimationDelegate": "CAAnimationDelegate",
    "AnimationGroup": "CAAnimationGroup", "Application": "UIApplication", "ApplicationScene": "UIScene",
    "BackgroundConfiguration": "UIBackgroundConfiguration", "BarButtonItem": "UIBarButtonItem",
    "BasicAnimation": "CABasicAnimation", "BezierPath": "UIBezierPath", "BlurEffect": "UIBlurEffect",
    "CollectionLayoutBoundarySupplementaryItem": "NSCollectionLayoutBoundarySupplementaryItem",
    "CollectionLayoutContainer": "NSCollectionLayoutContainer",
    "CollectionLayoutDimension": "NSCollectionLayoutDimension",
    "CollectionLayoutEnvironment": "NSCollectionLayoutEnvironment",
    "CollectionLayoutGroup": "NSCollectionLayoutGroup", "CollectionLayoutItem": "NSCollectionLayoutItem",
    "CollectionLayoutSection": "NSCollectionLayoutSection",
    "CollectionLayoutSupplementaryItem": "NSCollectionLayoutSupplementaryItem",
    "CollectionLayoutAnchor": "NSCollectionLayoutAnchor",
    "CollectionLayoutDecorationItem": "NSCollectionLayoutDecorationItem",
    "OrthogonalScrollingBehavior": "UICollectionLayoutSectionOrthogonalScrollingBehavior",
    "CollectionLayoutSize": "NSCollectionLayoutSize", "CollectionLayoutSpacing": "NSCollectionLayoutSpacing",
    "CollectionLayoutVisibleItem": "NSCollectionLayoutVisibleItem",
    "CollectionViewCompositionalLayout": "UICollectionViewCompositionalLayout",
    "CompositionalLayoutConfiguration": "UICollectionViewCompositionalLayoutConfiguration",
    "CellAccessory": "UICellAccessory", "CellConfigurationState": "UICellConfigurationState",
    "CollectionLayoutListConfiguration": "UICollectionLayoutListConfiguration",
    "ContentConfiguration": "UIContentConfiguration",
    "ListContentConfiguration": "UIListContentConfiguration",
    "CollectionViewDataSource": "UICollectionViewDataSource",
    "CollectionViewDelegate": "UICollectionViewDelegate",
    "CollectionViewDelegateFlowLayout": "UICollectionViewDelegateFlowLayout",
    "CollectionViewDiffableDataSource": "UICollectionViewDiffableDataSource",
    "CollectionViewFlowLayout": "UICollectionViewFlowLayout",
    "CollectionViewLayout": "UICollectionViewLayout",
    "CollectionViewLayoutAttributes": "UICollectionViewLayoutAttributes", "Color": "UIColor",
    "ContentSizeCategory": "UIContentSizeCategory", "ContextMenuConfiguration": "UIContextMenuConfiguration",
    "ContextMenuInteraction": "UIContextMenuInteraction",
    "ContextMenuInteractionDelegate": "UIContextMenuInteractionDelegate",
    "ContextualAction": "UIContextualAction",
    "DeferredMenuElement": "UIDeferredMenuElement", "DeviceScreen": "UIScreen",
    "DiffableDataSourceSnapshot": "NSDiffableDataSourceSnapshot",
    "DirectionalEdgeInsets": "NSDirectionalEdgeInsets", "DirectionalRectEdge": "NSDirectionalRectEdge",
    "EdgeInsets": "UIEdgeInsets", "Event": "UIEvent", "FeedbackGenerator": "UIFeedbackGenerator",
    "Font": "UIFont", "FontMetrics": "UIFontMetrics",
    "GestureRecognizerDelegate": "UIGestureRecognizerDelegate", "GradientLayer": "CAGradientLayer",
    "GraphicsImageRenderer": "UIGraphicsImageRenderer", "Image": "UIImage",
    "ImpactFeedbackGenerator": "UIImpactFeedbackGenerator", "Interaction": "UIInteraction",
    "KeyboardType": "UIKeyboardType", "KeyframeAnimation": "CAKeyframeAnimation", "Layer": "CALayer",
    "LayoutAnchor": "NSLayoutAnchor", "LayoutConstraint": "NSLayoutConstraint",
    "LayoutDimension": "NSLayoutDimension", "LayoutGuide": "UILayoutGuide",
    "LayoutPriority": "UILayoutPriority", "LayoutXAxisAnchor": "NSLayoutXAxisAnchor",
    "LayoutYAxisAnchor": "NSLayoutYAxisAnchor", "LineBreakMode": "NSLineBreakMode",
    "MediaTimingFillMode": "CAMediaTimingFillMode", "MediaTimingFunction": "CAMediaTimingFunction",
    "MediaTimingFunctionName": "CAMediaTimingFunctionName", "Menu": "UIMenu", "MenuElement": "UIMenuElement",
    "MenuController": "UIMenuController",
    "NavigationItem": "UINavigationItem", "MenuControllerItem": "UIMenuItem",
    "TabBarControllerDelegate": "UITabBarControllerDelegate",
    "TabBarItem": "UITabBarItem", "TabBarDelegate": "UITabBarDelegate",
    "PageViewControllerDataSource": "UIPageViewControllerDataSource",
    "PageViewControllerDelegate": "UIPageViewControllerDelegate",
    "MutableParagraphStyle": "NSMutableParagraphStyle", "Nib": "UINib",
    "NotificationFeedbackGenerator": "UINotificationFeedbackGenerator", "ParagraphStyle": "NSParagraphStyle",
    "Pasteboard": "UIPasteboard",
    "PropertyAnimation": "CAPropertyAnimation", "ReplicatorLayer": "CAReplicatorLayer",
    "RectAlignment": "NSRectAlignment", "Responder": "UIResponder", "ReturnKeyType": "UIReturnKeyType",
    "SelectionFeedbackGenerator": "UISelectionFeedbackGenerator", "Shadow": "NSShadow",
    "StandardEditActions": "UIResponderStandardEditActions",
    "ShapeLayer": "CAShapeLayer", "SpringAnimation": "CASpringAnimation", "Storyboard": "UIStoryboard",
    "StoryboardSegue": "UIStoryboardSegue",
    "StringDrawingContext": "NSStringDrawingContext", "StringDrawingOptions": "NSStringDrawingOptions",
    "SwipeActionsConfiguration": "UISwipeActionsConfiguration",
    "TableViewDataSource": "UITableViewDataSource", "TableViewDelegate": "UITableViewDelegate",
    "TableViewDiffableDataSource": "UITableViewDiffableDataSource", "TextAlignment": "NSTextAlignment",
    "TextAttachment": "NSTextAttachment", "TextAutocapitalizationType": "UITextAutocapitalizationType",
    "TextAutocorrectionType": "UITextAutocorrectionType", "TextContentType": "UITextContentType",
    "TextFieldDelegate": "UITextFieldDelegate", "TextLayer": "CATextLayer",
    "TextViewDelegate": "UITextViewDelegate", "Touch": "UITouch",
    "Trait": "UITrait", "TraitChangeRegistration": "UITraitChangeRegistration",
    "TraitCollection": "UITraitCollection", "TraitDefinition": "UITraitDefinition",
    "TraitDisplayScale": "UITraitDisplayScale", "TraitEnvironment": "UITraitEnvironment",
    "TraitHorizontalSizeClass": "UITraitHorizontalSizeClass",
    "TraitPreferredContentSizeCategory": "UITraitPreferredContentSizeCategory",
    "TraitUserInterfaceIdiom": "UITraitUserInterfaceIdiom",
    "TraitUserInterfaceStyle": "UITraitUserInterfaceStyle",
    "TraitVerticalSizeClass": "UITraitVerticalSizeClass",
    "Transaction": "CATransaction", "Transform3D": "CATransform3D",
    "Transition": "CATransition", "TransitionSubtype": "CATransitionSubtype",
    "TransitionType": "CATransitionType", "UnderlineStyle": "NSUnderlineStyle",
    "VibrancyEffect": "UIVibrancyEffect",
    "VisualEffect": "UIVisualEffect", "WindowScene": "UIWindowScene",
    "ApplicationDelegate": "UIApplicationDelegate", "ApplicationSceneDelegate": "UISceneDelegate",
    "WindowSceneDelegate": "UIWindowSceneDelegate", "SceneSession": "UISceneSession",
    "SceneConfiguration": "UISceneConfiguration",
  ]

  /// The engine's top-level types that UIKit nests, engine name → UIKit name: they are plain
  /// values the trace's records carry, declared in TouchKit's `Trace/` folder, and the engine's
  /// classes name them by typealias (`GestureRecognizer.State`), which the compiler follows in
  /// its messages (`'GestureRecognizer.State' (aka 'GestureRecognizerState')`).
  static let nestedTypes: [String: String] = [
    "GestureRecognizerState": "UIGestureRecognizer.State", "TouchPhase": "UITouch.Phase",
  ]

  /// Engine name → UIKit name, for every type the module `UIKit` renames.
  static let byEngineName: [String: String] = {
    var names = otherTypes.merging(nestedTypes) { own, _ in own }
    for entry in BuiltInClass.all where names[entry.name] == nil { names[entry.name] = entry.uikitName }
    for entry in RecognizerClass.all { names[entry.name] = entry.uikitName }
    for entry in ControllerClass.all { names[entry.name] = entry.uikitName }
    return names
  }()

  /// `diagnostic` with the types in its message spelled as UIKit spells them, except `own`.
  static func spelled(_ diagnostic: CodeDiagnostic, except own: Set<String>) -> CodeDiagnostic {
    var result = diagnostic
    result.diagnostic.message = spelled(diagnostic.diagnostic.message, except: own)
    return result
  }

  /// `message` with each quoted type in UIKit's names (`'Image?'` → `'UIImage?'`,
  /// `'TouchKit.Font'` → `'UIFont'`), and the compiler's `(aka 'Button')` after a UIKit name
  /// dropped, since it now says the same.
  static func spelled(_ message: String, except own: Set<String>) -> String {
    let parts = message.split(separator: "'", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3 else { return message }
    var result: [String] = []
    for (index, part) in parts.enumerated() {
      result.append(index % 2 == 1 ? renamed(part, except: own) : part)
    }
    // "'UIButton' (aka 'Button')" is now "'UIButton' (aka 'UIButton')": the aka says nothing.
    var index = 1
    while index + 3 < result.count {
      if result[index + 1] == " (aka ", result[index + 2] == result[index], result[index + 3].hasPrefix(")") {
        result[index + 3].removeFirst()
        result.removeSubrange((index + 1)...(index + 2))
      }
      index += 2
    }
    return result.joined(separator: "'")
  }

  /// One quoted type: each identifier the module renames, unless it is a member (`.Event`
  /// of `UIControl.Event`) or the person's own; `TouchKit.` and `UIKit.` qualifiers dropped
  /// from a renamed one.
  private static func renamed(_ text: String, except own: Set<String>) -> String {
    var output = ""
    var word = ""
    var previous: Character?
    func flush() {
      defer { word = "" }
      guard !word.isEmpty else { return }
      let qualified = output.hasSuffix("TouchKit.") || output.hasSuffix("UIKit.")
      let member = previous == "." && !qualified
      guard !member, !own.contains(word), let uikit = byEngineName[word] else {
        output += word
        return
      }
      if output.hasSuffix("TouchKit.") { output.removeLast("TouchKit.".count) }
      if output.hasSuffix("UIKit.") { output.removeLast("UIKit.".count) }
      output += uikit
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "_" {
        if word.isEmpty { previous = output.last }
        word.append(character)
      } else {
        flush()
        output.append(character)
      }
    }
    flush()
    return output
  }

  /// The names of the types `sources` declare (`class`, `struct`, `enum`, `protocol`, `actor`,
  /// `typealias`): the person's own, which keep their spelling.
  static func declaredTypes(in sources: [String]) -> Set<String> {
    let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
    var names: Set<String> = []
    for source in sources {
      let words = source.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      for (word, next) in zip(words, words.dropFirst()) where keywords.contains(word) {
        names.insert(String(next))
      }
    }
    return names
  }
}
