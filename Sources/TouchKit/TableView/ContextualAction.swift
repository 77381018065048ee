import Foundation

/// One button a swiped row shows (UIKit's `UIContextualAction`, iOS 11): its title, image and
/// colour, and the handler a tap on it (or a full swipe, for the first action) runs.
///
/// The handler gets the action, the view that shows it (the button, as UIKit passes its own
/// button view) and a completion. Apple: "Call the completion handler to indicate whether the
/// action was performed. Pass true if you performed the action, or false if you did not." The
/// row closes when the completion is called, with either value; a handler that never calls it
/// leaves the row open (UNSOURCED: what iOS shows, Apple does not say).
open class ContextualAction {
  /// How the button looks (UIKit's `UIContextualAction.Style`).
  public enum Style: Int, Sendable {
    /// A plain action: grey unless given a colour.
    case normal
    /// An action that deletes its row: red unless given a colour.
    case destructive
  }

  /// UIKit's handler: the action, the view that shows it, and the completion to call.
  public typealias Handler = (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  public let style: Style
  /// The button's title.
  public var title: String?
  /// The button's colour. UIKit's default is red for a destructive action and grey for a
  /// normal one (Apple's `backgroundColor`: "The default value of this property depends on the
  /// style"; the two colours are what iOS shows, UNSOURCED as names).
  public var backgroundColor: Color
  /// An image shown above (or instead of) the title: kept, not drawn.
  public var image: Image?
  /// What a tap on the button runs.
  public let handler: Handler

  /// UIKit's `init(style:title:handler:)`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
  }

  /// How the trace and the button name the action: its title, else its style.
  var name: String {
    if let title, !title.isEmpty { return title }
    return style == .destructive ? "destructive action" : "action"
  }
}
