import Foundation
import TouchKit

/// An application with one full-screen window of 400×300 points and a recorder: the smallest
/// engine that makes real traces to render.
final class Stage {
  let application = Application()
  let window = Window(id: "window", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let recorder = TraceRecorder()
  lazy var synthesizer = TouchSynthesizer(application: application, trace: recorder)

  init() {
    application.addWindow(window)
  }

  /// Adds `view` to `parent` (the window by default) and returns it.
  @discardableResult
  func add<V: View>(_ view: V, to parent: View? = nil) -> V {
    (parent ?? window).addSubview(view)
    return view
  }

  /// A tap at (x, y): down at 0 s, up 0.1 s later.
  func tap(_ x: CGFloat, _ y: CGFloat) {
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: x, y: y), time: 0))
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: x, y: y), time: 0.1))
  }

  var trace: Trace { recorder.trace }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
