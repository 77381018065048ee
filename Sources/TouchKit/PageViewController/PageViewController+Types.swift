import Foundation

/// UIKit's enumerations and option keys of `UIPageViewController`, with Apple's raw values
/// (`UIPageViewControllerTransitionStyle` and the rest), so code that stores or compares them
/// as numbers, and a storyboard's attribute names, mean what they mean on iOS.
extension PageViewController {
  /// Apple: "Styles for the page-turn transition."
  public enum TransitionStyle: Int, Sendable, CaseIterable {
    /// A page curls over (a data source's page follows the finger during a navigation gesture).
    case pageCurl = 0
    /// Pages scroll side by side, as in a paging scroll view.
    case scroll = 1

    /// Interface Builder's name (`transitionStyle="scroll"`).
    public var name: String { self == .pageCurl ? "pageCurl" : "scroll" }
    public static func named(_ name: String) -> Self? { allCases.first { $0.name == name } }
  }

  /// Apple: "Orientations for page-turn transitions."
  public enum NavigationOrientation: Int, Sendable, CaseIterable {
    /// Pages turn left and right.
    case horizontal = 0
    /// Pages turn up and down.
    case vertical = 1

    public var name: String { self == .horizontal ? "horizontal" : "vertical" }
    public static func named(_ name: String) -> Self? { allCases.first { $0.name == name } }
  }

  /// Apple: "Directions for page-turn transitions": forward is right to left (bottom to top).
  public enum NavigationDirection: Int, Sendable, CaseIterable {
    case forward = 0
    case reverse = 1

    public var name: String { self == .forward ? "forward" : "reverse" }
  }

  /// Apple: "Locations for the spine": none for the scroll style; min (the left or top edge)
  /// by default for the page-curl style; mid shows two pages.
  public enum SpineLocation: Int, Sendable, CaseIterable {
    case none = 0
    case min = 1
    case mid = 2
    case max = 3

    public var name: String { ["none", "min", "mid", "max"][rawValue] }
    public static func named(_ name: String) -> Self? { allCases.first { $0.name == name } }
  }

  /// The keys of the `options:` of ``init(transitionStyle:navigationOrientation:options:)``.
  public struct OptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Apple: the spine location, "an NSNumber object wrapping a `SpineLocation` value"; only
    /// the page-curl style has a spine.
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// Apple: "The space between pages, in points", for the scroll style (default 0).
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// The number an option's value holds, whatever Swift type the code gave it (`2`,
  /// `NSNumber(value: 2)`, `SpineLocation.mid.rawValue`, `20.0`, the enumeration itself).
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let number as NSNumber: return number.doubleValue
    case let value as Int: return Double(value)
    case let value as Double: return value
    case let value as CGFloat: return Double(value)
    case let value as Float: return Double(value)
    case let value as SpineLocation: return Double(value.rawValue)
    default: return nil
    }
  }
}
