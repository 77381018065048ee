import Foundation
import TouchFoundation
import TouchKit
import TouchLayout
import TouchQuery

/// Where a script's gesture touches: a point in screen coordinates, or a view.
///
/// A view target is kept as written and found in the layout when its step runs, through a
/// ``ViewTargetResolver``: the touch goes to the view's centre on screen, and if another view
/// covers that point, that view gets it, as on a device.
public enum ScriptTarget: Equatable, Sendable {
  case point(CGPoint)
  /// A view, by what the script says (an id: `save`; see ``ViewTargetResolver``).
  case view(String)
  /// `{view: save, at: tappable}`: the view's best tap point on the hit-region map (the centre
  /// of its largest tappable rectangle, ``TouchKit/HitRegionMap``), found when the step runs;
  /// the step fails with the map's reason when no point of the screen hits the view.
  case tappable(String)
  /// `{list: list, indexPath: [2, 5]}`: a row of a table or an item of a collection view,
  /// scrolled into view when the step runs (``ScriptListTarget``).
  case row(ScriptListTarget)
}

/// Finds the view a script target names: the one place target expressions are understood.
///
/// An expression is a view's id, or a ``ViewQuery`` (`#save`, `Button[title=Save]`,
/// `//Button[@title='Save']`) that must select exactly one view (``idOrQuery``). The script
/// reader (which checks every target when the script is read) and the runner (which finds the
/// view when the step runs) both take their resolver from ``standard``.
public struct ViewTargetResolver: Sendable {
  /// Why an expression names no view, worded to follow the key it was written under: "names
  /// an unknown view 'sav'; did you mean 'save'?", "matches 3 views; a target names one".
  public struct Failure: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
      self.message = message
    }
  }

  public var resolve: @Sendable (_ expression: String, _ layout: Layout) -> Result<View, Failure>

  public init(resolve: @escaping @Sendable (_ expression: String, _ layout: Layout) -> Result<View, Failure>)
  {
    self.resolve = resolve
  }

  /// The resolver scripts use unless told otherwise.
  public static let standard = idOrQuery

  /// An id when a view has it (ids win: a view may be called `Button`); otherwise, when the
  /// expression looks like a query (it has one of `# [ / ( * >` or starts with a capital letter,
  /// as class names do), the one view ``ViewQuery`` selects; otherwise an unknown id, with the
  /// closest id as a suggestion.
  public static let idOrQuery = ViewTargetResolver { expression, layout in
    let byID = byID.resolve(expression, layout)
    guard case .failure = byID, looksLikeQuery(expression) else { return byID }
    do throws(ViewQueryError) {
      return .success(try ViewQuery(expression).view(in: layout))
    } catch {
      return .failure(Failure("(a query): \(error.message)"))
    }
  }

  static func looksLikeQuery(_ expression: String) -> Bool {
    expression.contains { "#[/(*> ".contains($0) } || expression.first?.isUppercase == true
  }

  /// A view (or window) by its id, with the closest id as a suggestion when none has it.
  public static let byID = ViewTargetResolver { id, layout in
    if let view = layout.application.view(withID: id) { return .success(view) }
    let hint =
      Suggestion.closest(to: id, among: layout.application.viewIDs).map { "; did you mean '\($0)'?" } ?? ""
    return .failure(Failure("names an unknown view '\(id)'\(hint)"))
  }
}

extension View {
  /// The centre of the view's bounds on screen (its window's frame is in screen points): where
  /// a script's touch on the view goes. Nil when it has no such point (a flattened transform).
  public var centerOnScreen: CGPoint? {
    screenPoint(fromLocal: CGPoint(x: bounds.midX, y: bounds.midY))
  }
}
