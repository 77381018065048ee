import Foundation

/// The edit commands every responder may answer (UIKit's `UIResponderStandardEditActions`),
/// by the action name a nil-target action and `canPerformAction(_:withSender:)` see: an edit
/// menu or a key command sends one to the first responder, and the walk of §6 finds who takes
/// it. TouchLab has no edit menu; a script, a layout's `actions:` or a person's code sends them.
public enum StandardEditAction: String, CaseIterable, Sendable {
  case cut = "cut:"
  case copy = "copy:"
  case paste = "paste:"
  case delete = "delete:"
  case select = "select:"
  case selectAll = "selectAll:"
  case toggleBoldface = "toggleBoldface:"
  case toggleItalics = "toggleItalics:"
  case toggleUnderline = "toggleUnderline:"
  case increaseSize = "increaseSize:"
  case decreaseSize = "decreaseSize:"
  case makeTextWritingDirectionLeftToRight = "makeTextWritingDirectionLeftToRight:"
  case makeTextWritingDirectionRightToLeft = "makeTextWritingDirectionRightToLeft:"

  /// The action's name as the engine keys it (`copy:`).
  public var actionName: String { rawValue }

  /// The selector `#selector(UIResponderStandardEditActions.copy(_:))` names.
  public var selector: Selector { Selector(rawValue) }
}

/// UIKit's `UIResponderStandardEditActions`: the edit commands as methods, which every
/// responder has (Responder.swift declares them, open) so that a person's subclass overrides
/// the ones it takes, and `#selector(UIResponderStandardEditActions.copy(_:))` names one.
public protocol StandardEditActions: AnyObject {
  func cut(_ sender: Any?)
  func copy(_ sender: Any?)
  func paste(_ sender: Any?)
  func delete(_ sender: Any?)
  func select(_ sender: Any?)
  func selectAll(_ sender: Any?)
  func toggleBoldface(_ sender: Any?)
  func toggleItalics(_ sender: Any?)
  func toggleUnderline(_ sender: Any?)
  func increaseSize(_ sender: Any?)
  func decreaseSize(_ sender: Any?)
  func makeTextWritingDirectionLeftToRight(_ sender: Any?)
  func makeTextWritingDirectionRightToLeft(_ sender: Any?)
}

extension Responder: StandardEditActions {}
