import Foundation

/// A snapshot of an application's whole hierarchy, for `touchlab describe` (text, JSON, XML)
/// and `touchlab query`: windows front to back (the order hit testing asks them, §1), each
/// window's views depth first in subview order (back to front).
///
/// That order is the *document order*: every view's ``ViewDescription/index`` is its position
/// in it, and ``documentOrder(of:)`` lists the live views in the same order, so a selection made
/// on the description maps back to views by index.
public struct HierarchyDescription: Equatable, Sendable {
  /// Bumped when an attribute or element changes meaning or disappears.
  public static let schemaVersion = 1

  public var applicationID: String
  /// The screen in points, when known (a layout's `screen:`).
  public var screenSize: CGSize?
  /// A layout's `title:`, if any.
  public var title: String?
  /// The first responder's id, if one is set.
  public var firstResponder: String?
  /// Windows front to back.
  public var windows: [ViewDescription]

  public init(application: Application, screenSize: CGSize? = nil, title: String? = nil) {
    applicationID = application.traceID
    self.screenSize = screenSize
    self.title = title
    firstResponder = application.firstResponder?.traceID
    var nextIndex = 0
    var windows: [ViewDescription] = []
    for window in application.windowsFrontToBack {
      windows.append(ViewDescription(window, nextIndex: &nextIndex))
    }
    self.windows = windows
  }

  /// Every view, windows included, in document order: `views[i].index == i`.
  public var views: [ViewDescription] { windows.flatMap(\.allDescriptions) }

  /// The application's live views in document order, the order of ``views``.
  public static func documentOrder(of application: Application) -> [View] {
    application.windowsFrontToBack.flatMap(\.allViews)
  }

  /// What each geometry attribute of a view is measured in: the `coordinates` attribute of
  /// the JSON and XML documents, so a reader of either need not guess (`touchlab query` prints
  /// `screenFrame`, the text of `describe` each `frame`, and they differ below the top level).
  public static let coordinates =
    "frame and center in superview coordinates (screen coordinates for a window), as UIView.frame; "
    + "bounds in own coordinates; screenFrame in screen coordinates; all in points"

  /// The application element's attributes.
  public var attributes: [DescriptionAttribute] {
    var result = [
      DescriptionAttribute("id", .string(applicationID)),
      DescriptionAttribute("schemaVersion", .number(CGFloat(Self.schemaVersion))),
      DescriptionAttribute("coordinates", .string(Self.coordinates)),
    ]
    if let title { result.append(DescriptionAttribute("title", .string(title))) }
    if let screenSize { result.append(DescriptionAttribute("screenSize", .size(screenSize))) }
    if let firstResponder { result.append(DescriptionAttribute("firstResponder", .string(firstResponder))) }
    return result
  }
}
