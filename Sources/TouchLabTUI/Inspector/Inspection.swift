import Foundation
import TouchKit

/// What the inspector shows of the selected view, captured as a value.
///
/// The engine's views are reference types that live in the ``Session``; the UI state is a value
/// that rendering reads without reaching into them. So the session builds this snapshot when
/// the selection changes and after every message that may have changed the engine (a touch, a
/// timer, a forced recognizer, another layout), as ``Scene`` snapshots what the canvas draws.
public struct Inspection: Equatable, Sendable {
  /// The view's position in document order (windows front to back, each depth first in
  /// subview order, from 0): which view it is when several share a trace id.
  public var index: Int
  /// Everything event delivery reads of the view, the same value `touchlab describe` prints:
  /// class, frame, bounds, transform, the hit-testing properties and overrides, recognizers
  /// with their current state and flags, a control's targets and events. Its `subviews` are
  /// left empty.
  public var view: ViewDescription
  /// The responder chain from the view: each `next` up to the application (or its delegate),
  /// by trace id; view controllers appear where UIKit puts them (§6).
  public var responderChain: [String]
  /// Why the view did (not) get the last trace's touch (``WhyNot/answer(_:in:layout:)``).
  public var whyNot: String
  /// Why hit testing would skip the view (and its subtree) now, as the engine answers it
  /// (`View.hitTestSkipReason(at:)` at the application's time), or nil.
  public var skipReason: HitTestSkipReason?
  /// The step it shows the view at (a line selected in the log, step mode), or nil: now.
  public var step: StepPosition?
  /// The place and reuse history of the list cell that is the view or holds it; nil outside
  /// a visible cell (``CellReuse``).
  var reuse: CellReuse?

  public init(
    index: Int, view: ViewDescription, responderChain: [String], whyNot: String,
    skipReason: HitTestSkipReason?, step: StepPosition? = nil
  ) {
    self.index = index
    self.view = view
    self.responderChain = responderChain
    self.whyNot = whyNot
    self.skipReason = skipReason
    self.step = step
  }

  /// The view's trace id, as ``InspectorState/selectedView`` names it.
  public var id: String { view.id }
}
