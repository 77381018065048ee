import Foundation

/// Xcode's "misplaced view", beside TouchLab's own solve: an Interface Builder file stores each
/// view's frame as Apple's Auto Layout solved it at the document's size (`<rect key="frame">`);
/// where the constraints, solved here, put the view elsewhere, the stored frame is stale (Xcode
/// marks the view misplaced and offers "Update Frames") or TouchLab solves differently.
public enum StoredFrameComparison: Equatable, Sendable {
  /// The solved frame is the stored one, within ``tolerance`` after pixel rounding.
  case matches
  /// Both rectangles, in the superview's coordinates.
  case misplaced(stored: CGRect, solved: CGRect)
  /// Constraints place the view but its frame is not compared, and why.
  case notCompared(String)

  /// Half a point: the difference a 2× screen's pixel rounding can leave on its own.
  public static let tolerance: CGFloat = 0.5

  public var isMisplaced: Bool {
    if case .misplaced = self { return true }
    return false
  }

  /// `frame` with each edge rounded to the nearest pixel at `scale`, as UIKit rounds the frames
  /// Auto Layout gives its views.
  static func pixelRounded(_ frame: CGRect, scale: CGFloat) -> CGRect {
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    let minX = round(frame.minX)
    let minY = round(frame.minY)
    return CGRect(x: minX, y: minY, width: round(frame.maxX) - minX, height: round(frame.maxY) - minY)
  }
}

extension View {
  /// How the frame the constraints gave this view compares with the one its Interface Builder
  /// file stored; nil for a view with no stored frame or that constraints do not place (its
  /// stored frame is its frame). Not compared: a view the constraints leave ambiguous, one
  /// whose size comes from its content (``ImportedOrigin/storedFrameNotCompared``), and one
  /// named by a constraint the engine broke: its constraints cannot all hold (Xcode reports
  /// "Conflicting Constraints"), and which one Auto Layout breaks is not documented, so they
  /// give no frame to compare.
  public var storedFrameComparison: StoredFrameComparison? {
    guard let (stored, notCompared) = comparedStoredFrame() else { return nil }
    if let notCompared { return notCompared }
    let free = ambiguousLayoutParts
    if !free.isEmpty {
      return .notCompared("ambiguous: nothing decides its \(free.joined(separator: ", "))")
    }
    return frameMatches(stored) ? .matches : .misplaced(stored: stored, solved: frame)
  }

  /// Both rectangles when ``storedFrameComparison`` is `.misplaced`, else nil; what
  /// `check --frames-as-stored` asks of every view. The same answer, but the ambiguity check (a
  /// small linear program for each part of the frame, ``ambiguousLayoutParts``) is made only
  /// for a frame that differs from the stored one: made for every view, it made checking a
  /// 5,000-view storyboard quadratic (issue 40; docs/performance.md).
  public var misplacedFrames: (stored: CGRect, solved: CGRect)? {
    guard let (stored, notCompared) = comparedStoredFrame(), notCompared == nil, !frameMatches(stored),
      ambiguousLayoutParts.isEmpty
    else { return nil }
    return (stored, frame)
  }

  /// The stored frame, and why it is not compared when a cheap test says so (its size comes
  /// from its content, or a constraint naming it was broken); nil when there is nothing to
  /// compare.
  private func comparedStoredFrame() -> (CGRect, StoredFrameComparison?)? {
    guard let origin = importedOrigin, let stored = origin.storedFrame,
      !translatesAutoresizingMaskIntoConstraints
    else { return nil }
    if let reason = origin.storedFrameNotCompared { return (stored, .notCompared(reason)) }
    if let broken = brokenConstraintNamingSelf() {
      return (
        stored, .notCompared("its constraints cannot all hold: Auto Layout broke \(broken.description)")
      )
    }
    return (stored, nil)
  }

  /// Whether the frame, rounded to the screen's pixels, is `stored` within the tolerance.
  private func frameMatches(_ stored: CGRect) -> Bool {
    let scale = window?.application?.screen.scale ?? DeviceScreen.bareScale
    let solved = StoredFrameComparison.pixelRounded(frame, scale: scale)
    let tolerance = StoredFrameComparison.tolerance
    return abs(solved.minX - stored.minX) <= tolerance && abs(solved.minY - stored.minY) <= tolerance
      && abs(solved.width - stored.width) <= tolerance && abs(solved.height - stored.height) <= tolerance
  }
}

extension View {
  /// A constraint naming this view that the engine broke in a conflict, looked for where UIKit
  /// installs one: on the view or one of its ancestors (the items' common ancestor).
  fileprivate func brokenConstraintNamingSelf() -> LayoutConstraint? {
    guard let engine = CodeNames.topmost(self).extras?.autoLayout?.engine, engine.hasBroken else {
      return nil
    }
    var holder: View? = self
    while let view = holder {
      for constraint in view.constraints where engine.isBroken(constraint) {
        if constraint.firstItem === self || constraint.secondItem === self { return constraint }
      }
      holder = view.superview
    }
    return nil
  }
}
