import Foundation

/// What a storyboard stores of one segue from a scene (UIKit's private
/// `UIStoryboardSegueTemplate`): its identifier, kind and destination scene. The scene's
/// controller holds its templates (``ViewController/storyboardSegueTemplates``), so
/// `performSegue(withIdentifier:sender:)` finds them by identifier; a control that triggers one
/// has the template as a target of its `touchUpInside`, with the action `perform:`, as UIKit
/// connects it, so the trace shows the tap's action reaching it.
public final class StoryboardSegueTemplate: Responder {
  /// The action a triggering control sends the template.
  public static let performAction = "perform:"

  /// The segue's identifier; nil when Interface Builder stored none.
  public let identifier: String?
  public let kind: StoryboardSegueKind
  /// Interface Builder's own word for the kind (`show`, `presentation`, `showDetail`…), for the trace.
  public let storedKind: String
  /// The IB object id of the destination scene's controller.
  public let destinationID: String
  /// The storyboard the destination scene is made from.
  public let storyboardPath: String
  /// The segue's `modalPresentationStyle` as stored (`fullScreen`, `pageSheet`…); nil when the
  /// file leaves it out (UIKit's `automatic`).
  public let presentationStyle: String?
  /// The IB object id of the prototype cell whose selection performs the segue (UIKit's
  /// cell's private `selectionSegueTemplate`): a cell made from that prototype, selected by a
  /// tap, performs it with itself as the sender (``SelectableList/performSelectionSegue(at:)``).
  public let selectingCellID: String?
  /// The IB object id of the prototype cell whose accessory (detail) button performs the segue
  /// (`trigger="accessoryAction"`), the cell being the sender (TableViewCell+Accessory.swift).
  public let accessoryCellID: String?
  /// An unwind segue's action (`unwindAction`, `backToInbox:`): the method of the controller it
  /// unwinds to, which UIKit looks for up from the source (UnwindSegue.swift).
  public let unwindAction: String?
  /// The person's `UIStoryboardSegue` subclass Interface Builder names (`customClass`), or nil
  /// for UIKit's own.
  public let segueClassName: String?
  /// Makes the segue of ``segueClassName`` with its `init(identifier:source:destination:)`
  /// (the person's code, compiled): set by the layout that declares the segue.
  public var makeSegue: (@Sendable (String?, ViewController, ViewController) -> StoryboardSegue)?
  /// The controller whose scene holds the segue.
  public internal(set) weak var sourceController: ViewController?

  public init(
    identifier: String?, kind: StoryboardSegueKind, storedKind: String, destinationID: String,
    storyboardPath: String, presentationStyle: String? = nil, selectingCellID: String? = nil,
    accessoryCellID: String? = nil, unwindAction: String? = nil, segueClassName: String? = nil
  ) {
    self.identifier = identifier
    self.kind = kind
    self.storedKind = storedKind
    self.destinationID = destinationID
    self.storyboardPath = storyboardPath
    self.presentationStyle = presentationStyle
    self.selectingCellID = selectingCellID
    self.accessoryCellID = accessoryCellID
    self.unwindAction = unwindAction
    self.segueClassName = segueClassName
    super.init(id: "UIStoryboardSegueTemplate \"\(identifier ?? destinationID)\"")
    handledActions = [Self.performAction]
  }

  /// A control's tap, a recognizer's action or a cell's selection: the segue is performed from
  /// the source controller, which is asked first (`shouldPerformSegue(withIdentifier:sender:)`),
  /// the control, recognizer or cell being the sender.
  public override func perform(_ action: String, sender: AnyObject?) {
    guard action == Self.performAction, let sourceController else { return }
    sourceController.performTriggeredSegue(self, sender: sender)
  }
}
