import Foundation

/// Everything about one view that event delivery reads, as plain values: what
/// `touchlab describe` prints and `touchlab query` selects from.
///
/// A snapshot, not a live view: made by ``HierarchyDescription/init(application:screenSize:title:)``
/// in document order (windows front to back, each window's views depth first, back to front).
/// ``attributes`` names every scalar property once, for XML, JSON and queries alike. The
/// properties it shares with the explorer's drawing (id, class, caption, flags) are its
/// ``summary``'s, read through it by name (`description.id`).
public struct ViewDescription: SummarizedView, Equatable, Sendable {
  /// The view's position in document order, counting every view of the application (windows
  /// included) from 0: how a query's selection is mapped back to views.
  public var index: Int
  /// Id, class, caption and the flags hit testing reads.
  public var summary: ViewSummary
  /// The class and its superclasses up to `View`, most derived first.
  public var classChain: [String]
  public var frame: CGRect
  public var bounds: CGRect
  public var center: CGPoint
  public var transform: CGAffineTransform
  public var anchorPoint: CGPoint
  /// The bounding box of the view's bounds in screen points (what pointer input uses).
  public var screenFrame: CGRect
  public var isMultipleTouchEnabled: Bool
  public var isExclusiveTouch: Bool
  public var zPosition: CGFloat
  /// The declarative `point(inside:with:)` override (hitSlop, shape), if any.
  public var hitArea: HitArea?
  /// The declarative `hitTest(_:with:)` override, if any.
  public var hitTestOverride: HitTestOverride?
  /// Whether the class overrides `hitTest(_:with:)` in Swift; nil when that cannot be told.
  public var overridesHitTest: Bool?
  /// Whether the class overrides `point(inside:with:)` in Swift; nil when that cannot be told.
  public var overridesPointInside: Bool?
  public var animation: ViewAnimation?
  /// Where an imported view came from (its dump's class, address, flags TouchLab does not model).
  public var importedOrigin: ImportedOrigin?
  /// A label's text, a button's title, an image view's image name; nil for other classes.
  public var text: String?
  public var title: String?
  public var imageName: String?
  public var control: ControlDescription?
  public var scrollView: ScrollViewDescription?
  /// A window's level and root view controller; nil for other views.
  public var window: WindowDescription?
  /// The id of the view controller whose root view this is.
  public var viewController: String?
  /// A table's or collection's visible cell or supplementary view: its index path (and kind).
  public var listPlace: ListPlace?
  /// `Responder.handledTouchMethods`, in UIKit's order.
  public var handledTouchMethods: [String]
  /// `Responder.handledActions`, sorted.
  public var handledActions: [String]
  public var gestureRecognizers: [RecognizerDescription]
  /// Back to front, as `subviews`.
  public var subviews: [ViewDescription]
  /// The constraints that name the view, in UIKit's description format (``View/constraintReport``):
  /// filled for `describe` (``HierarchyDescription``) and the inspector, empty elsewhere.
  public var constraints: [String] = []
  /// The parts of the frame its constraints leave free (``View/ambiguousLayoutParts``), filled
  /// where ``constraints`` is.
  public var ambiguousLayout: [String] = []
  /// Which tight constraints set each edge (``View/edgeReport``: `left ← <…>`), filled where
  /// ``constraints`` is.
  public var edges: [String] = []
  /// How the solved frame compares with the one an Interface Builder file stored (Xcode's
  /// misplaced view, ``View/storedFrameComparison``), filled where ``constraints`` is.
  public var storedFrameComparison: StoredFrameComparison?
}

/// A window's own properties.
public struct WindowDescription: Equatable, Sendable {
  public var windowLevel: CGFloat
  /// The id of `rootViewController`, if the window has one.
  public var rootViewController: String?
}

/// A scroll view's properties that decide where touches go (§7).
public struct ScrollViewDescription: Equatable, Sendable {
  public var contentSize: CGSize
  public var contentOffset: CGPoint
  public var delaysContentTouches: Bool
  public var canCancelContentTouches: Bool
}

/// A control's state and its target-action registrations.
public struct ControlDescription: Equatable, Sendable {
  public var isEnabled: Bool
  public var isHighlighted: Bool
  public var isSelected: Bool
  /// Type-specific state: a switch's `isOn`, a slider's `value` and range, a segmented
  /// control's segments; in ``ViewDescription/attributes`` order.
  public var state: [DescriptionAttribute]
  /// A segmented control's segment titles, in order (free text, so not an attribute).
  public var segmentTitles: [String]?
  /// `addTarget(_:action:for:)` registrations, in the order actions are sent.
  public var actions: [ActionDescription]
}

/// One target-action registration of a control or a gesture recognizer.
public struct ActionDescription: Equatable, Sendable {
  public var action: String
  /// The target's id; nil: the action goes up the responder chain.
  public var target: String?
  /// The control events that send it, by UIKit name (empty for a recognizer's actions, which
  /// every state change that carries actions sends).
  public var events: [String]

  /// `action`, `target` (if any), `events` (for controls).
  public var attributes: [DescriptionAttribute] {
    var result = [DescriptionAttribute("action", .string(action))]
    if let target { result.append(DescriptionAttribute("target", .string(target))) }
    if !events.isEmpty { result.append(DescriptionAttribute("events", .names(events))) }
    return result
  }
}
