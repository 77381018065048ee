import Foundation
import TouchKit

/// The subviews one `hitTestSiblingsOutside` record stands for, one line each: `X` on that
/// line of the log opens them over the screen.
///
/// A tap on a parent of 10,000 subviews would otherwise be 30,000 records of "point outside";
/// the trace says it in one (issue 17), and this is how a person expands it. The subviews are
/// read from the scene of the step selected (the hierarchy as it was when the record was
/// made), in the order hit testing passed over them: the frontmost first.
public struct SiblingList: Equatable, Sendable {
  public var title: String
  public var lines: [String]
  /// The first line shown.
  public var scroll = 0

  /// The list for `step`, with the subviews found in `scene`; nil when `step` is no summary.
  static func make(for step: TraceStep, in scene: Scene) -> SiblingList? {
    guard case .hitTestSiblingsOutside(let view, let point, let count, let from, let to) = step else {
      return nil
    }
    let positions = min(from, to)...max(from, to)
    let siblings = (scene.firstNode(withID: view)?.children ?? [])
      .filter { positions.contains($0.subviewIndex) }
      .sorted { $0.subviewIndex > $1.subviewIndex }
    let lines =
      siblings.isEmpty
      ? ["(these subviews are no longer in the hierarchy)"]
      : siblings.map {
        "subviews[\($0.subviewIndex)]  \($0.id)  \($0.className)  on screen \(Format.rect($0.frame))"
      }
    return SiblingList(
      title: "\(Format.count(count)) subviews of \(view): point \(Format.point(point)) outside each",
      lines: lines)
  }

  /// Moves the first line shown by `delta`, keeping a page of `rows` in view.
  mutating func scroll(by delta: Int, rows: Int) {
    scroll = min(max(0, lines.count - rows), max(0, scroll + delta))
  }
}
