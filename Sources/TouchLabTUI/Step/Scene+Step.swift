import Foundation
import TouchKit

extension Scene {
  /// The scene as a step shows it: each control and scroll view whose value at the step
  /// (`shown`, ``StepTimeline/state(at:)``) differs from its value when the scene was taken
  /// (`taken`) is put back to the step's. A control gets the step's highlight, tracking and
  /// value (and a slider's thumb); a scroll view's content (every view under it) moves by the
  /// offset's difference, as `bounds.origin` moves it. Recognizers' states are not drawn in the
  /// boxes: the canvas and inspector read them from the timeline. The text input editing is the
  /// step's (a tap on a field begins editing at its touch up), and a keyboard that comes up
  /// later in the sequence is not drawn yet.
  ///
  /// The shift assumes a scroll view that is neither rotated nor scaled (a scroll view's
  /// offset is in its own points); a change of frame made by the person's code inside a
  /// dispatch is shown as the dispatch left it. The same scene (its storage kept) when nothing
  /// differs, so the frame's layout cache still finds it.
  func atStep(
    _ shown: [StepChange.Subject: StepChange.Value], takenAt taken: [StepChange.Subject: StepChange.Value]
  ) -> Scene {
    var controls: [String: ControlSnapshot] = [:]
    var shifts: [String: CGPoint] = [:]
    var scene = self
    for (subject, value) in shown where taken[subject] != value {
      switch (subject, value, taken[subject]) {
      case (.control(let id), .control(let control), _): controls[id] = control
      case (.scrollView(let id), .offset(let offset), .offset(let before)?):
        shifts[id] = CGPoint(x: before.x - offset.x, y: before.y - offset.y)
      case (.editing, .editing(let input), _): scene.typingTarget = input
      // The keyboard came up later in the sequence: not yet at this step. (One that went down
      // later is not in the scene to put back: the scene shows the dispatch's end.)
      case (.keyboard, .shown(false), .shown(true)?):
        scene.windows.removeAll { $0.className == String(describing: KeyboardWindow.self) }
      default: break
      }
    }
    guard !controls.isEmpty || !shifts.isEmpty else { return scene }
    // Front window first, as the step recorder indexes them: an id two views share is the
    // first's.
    for window in scene.windows.indices.reversed() {
      scene.windows[window] = Self.patched(scene.windows[window], controls: &controls, shifts: &shifts)
    }
    return scene
  }

  /// `root` with `controls` and `shifts` applied (each used once, then removed), rebuilt with
  /// an explicit stack as ``node(for:index:superviewToScreen:time:names:)`` builds it: a
  /// hierarchy 10,000 deep would otherwise take as many frames of the thread's stack (issue 17).
  private static func patched(
    _ root: SceneNode, controls: inout [String: ControlSnapshot], shifts: inout [String: CGPoint]
  ) -> SceneNode {
    struct Pending {
      var node: SceneNode
      var children: [SceneNode]
      var next = 0
      var shift: CGPoint
    }
    func begin(_ node: SceneNode, shift: CGPoint) -> Pending {
      var node = node
      let children = node.children
      node.children = []
      node.children.reserveCapacity(children.count)
      if shift != .zero {
        node.frame = node.frame.offsetBy(dx: shift.x, dy: shift.y).clampedToFinite
        if var control = node.control {
          control.thumb = control.thumb?.offsetBy(dx: shift.x, dy: shift.y).clampedToFinite
          control.thumbTouchArea = control.thumbTouchArea?.offsetBy(dx: shift.x, dy: shift.y).clampedToFinite
          node.control = control
        }
      }
      if node.control != nil, let control = controls.removeValue(forKey: node.id) { node.control = control }
      var inner = shift
      if let own = shifts.removeValue(forKey: node.id) {
        inner = CGPoint(x: shift.x + own.x, y: shift.y + own.y)
      }
      return Pending(node: node, children: children, shift: inner)
    }
    var stack = [begin(root, shift: .zero)]
    while let top = stack.indices.last {
      if stack[top].next < stack[top].children.count {
        let child = stack[top].children[stack[top].next]
        stack[top].next += 1
        stack.append(begin(child, shift: stack[top].shift))
        continue
      }
      let finished = stack.removeLast().node
      guard let parent = stack.indices.last else { return finished }
      stack[parent].node.children.append(finished)
    }
    preconditionFailure("the stack always holds the root until it is finished")
  }
}
