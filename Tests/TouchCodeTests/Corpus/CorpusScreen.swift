import Foundation
import TouchKit
import TouchLayout

/// One corpus layout, loaded with its file's classes, and the gestures run on it: what a test
/// asks of iOS's behaviour (the view a touch hits, the actions sent, the recognizers' states).
final class CorpusScreen {
  let layout: Layout
  let synthesizer: TouchSynthesizer
  private var time: TimeInterval = 0
  private var seen = 0

  init(layout: Layout) {
    self.layout = layout
    synthesizer = TouchSynthesizer(application: layout.application)
  }

  /// The hit view for a touch beginning at (x, y) in screen points (§1).
  func hit(_ x: CGFloat, _ y: CGFloat) -> View? {
    layout.application.hitTest(CGPoint(x: x, y: y), with: nil)
  }

  /// The view with `id` in any window.
  func view(_ id: String) -> View? {
    layout.application.windows.lazy.compactMap { $0.view(withID: id) }.first
  }

  /// The views below `root` (itself included) whose class is named `className`, in
  /// depth-first order: how a test finds subviews the code built without a layout id.
  func views(ofClass className: String, in root: View? = nil) -> [View] {
    let roots = root.map { [$0] } ?? layout.application.windows.map { $0 as View }
    var found: [View] = []
    var stack = roots.reversed() as [View]
    while let view = stack.popLast() {
      if String(describing: type(of: view)) == className { found.append(view) }
      stack.append(contentsOf: view.subviews.reversed())
    }
    return found
  }

  /// Runs `gestures` after everything before them has played out and returns the steps they
  /// recorded.
  @discardableResult
  func run(_ gestures: Gesture...) -> [TraceStep] {
    let start = time == 0 ? 0 : time + Gesture.pauseBetweenGestures
    for pointer in Gesture.pointerEvents(for: gestures, startingAt: start) { synthesizer.send(pointer) }
    time = max(synthesizer.runUntilIdle(), start)
    let records = synthesizer.trace?.records ?? []
    let steps = records.dropFirst(seen).map(\.step)
    seen = records.count
    return Array(steps)
  }

  /// A tap at (x, y), its steps.
  @discardableResult
  func tap(_ x: CGFloat, _ y: CGFloat) -> [TraceStep] {
    run(.tap(CGPoint(x: x, y: y)))
  }

  /// A drag from one point to another over half a second, its steps.
  @discardableResult
  func drag(from: (CGFloat, CGFloat), to: (CGFloat, CGFloat)) -> [TraceStep] {
    run(.drag(from: CGPoint(x: from.0, y: from.1), to: CGPoint(x: to.0, y: to.1)))
  }
}

/// An action `Application.sendAction` delivered: its selector's base name (`followTapped` for
/// `followTapped:` and for `followTapped(_:)`), the sender and the target, as traces name them.
struct SentAction: Equatable, CustomStringConvertible {
  var action: String
  var sender: String
  var target: String
  var description: String { "\(action) from \(sender) to \(target)" }
}

extension Array where Element == TraceStep {
  /// The actions sent, in order.
  var actions: [SentAction] {
    compactMap { step in
      guard case .actionSent(let action, let sender, let target) = step else { return nil }
      let name = action.prefix { $0 != ":" && $0 != "(" }
      return SentAction(action: String(name), sender: sender, target: target)
    }
  }

  /// The base names of the actions sent, in order.
  var actionNames: [String] { actions.map(\.action) }

  /// The states `recognizer` went to, in order (§4).
  func states(of recognizer: String) -> [GestureRecognizer.State] {
    compactMap { step in
      guard case .stateChange(let name, _, let to, _) = step, name == recognizer else { return nil }
      return to
    }
  }

  /// The touch methods the window delivered to `view`, the touches' view, in order (§3).
  func delivered(to view: String) -> [TouchMethod] {
    compactMap { step in
      guard case .deliver(let name, let method, _) = step, name == view else { return nil }
      return method
    }
  }

  /// The touch methods `responder` passed on to its next responder (§6).
  func forwarded(from responder: String) -> [TouchMethod] {
    compactMap { step in
      guard case .forward(let name, _, let method, _) = step, name == responder else { return nil }
      return method
    }
  }

  /// What the person's code printed (`print`, `debugPrint`, `NSLog`), as output records.
  var printed: [String] {
    compactMap { step in
      guard case .output(let text) = step else { return nil }
      return text
    }
  }
}
