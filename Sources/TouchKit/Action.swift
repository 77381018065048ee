import Foundation

/// A handler a control runs for its events, or a menu's row runs when chosen (UIKit's
/// `UIAction`, iOS 14, a `UIMenuElement`):
/// `button.addAction(UIAction { _ in self.save() }, for: .touchUpInside)`.
///
/// Target-action with the closure as the target: a control sends it through the application like
/// any action (``Application/sendAction(_:to:from:for:)``), so the trace shows it as
/// `actionSent` with the action ``handlerName`` and this action as the target (named by its title:
/// `UIAction "Save"`), and what the handler does reads as inside it. A control holds the actions
/// added to it (UIKit's does), unlike its targets.
open class Action: MenuElement, TraceNamed {
  /// What an action is known by (`UIAction.Identifier`): adding an action to a control replaces
  /// the one with the same identifier there, and removal goes by it.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action name a control's trace gives a `UIAction`: what it calls is its handler.
  public static let handlerName = "handler"

  public let identifier: Identifier
  public var discoverabilityTitle: String?
  public var attributes: Attributes
  public var state: State
  /// The control that sent the action, while the handler runs and after (UIKit's `sender`);
  /// nil for an action nobody sent.
  public private(set) weak var sender: AnyObject?
  private let handler: (Action) -> Void

  /// UIKit's initializer. Without an identifier, one is made that no other action has (UIKit
  /// makes a UUID; it is never traced, so the trace stays the same from run to run).
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping (Action) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// How a trace names the action: `UIAction "Save"`, or `UIAction` without a title.
  public var traceID: String { title.isEmpty ? "UIAction" : "UIAction \"\(title)\"" }

  /// Runs the handler with `sender` as the action's sender.
  func perform(sender: AnyObject?) {
    self.sender = sender
    handler(self)
  }
}
