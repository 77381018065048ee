import Foundation

/// One finger on the screen (UIKit's `UITouch`).
///
/// The same object is mutated across the phases of a finger's life (§2), and `view` and
/// `window` are fixed when it begins: hit testing runs only then, so the touch keeps going to
/// its original view even after the finger leaves it (§1).
public final class Touch {
  /// UIKit's `UITouch.Phase`, declared beside the trace records that carry it.
  public typealias Phase = TouchPhase

  /// A small number naming the touch in traces: 1 for the first touch the synthesizer made.
  public let id: Int
  public internal(set) var phase: Phase
  public internal(set) var timestamp: TimeInterval
  public internal(set) var tapCount: Int
  /// The view touches are delivered to: the hit view, fixed at began.
  public internal(set) var view: View?
  /// The window where the touch began.
  public internal(set) var window: Window?

  /// Where the touch is and was, in its window's coordinates (screen points before a window
  /// is known).
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint
  /// Where the touch began, in screen points: whether it stayed a tap is measured from here.
  let startLocation: CGPoint
  /// The recognizers receiving this touch: those of the hit view and its ancestors that took
  /// it when it began (§3), innermost first.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []
  /// The recognizers that still hold this touch: a recognizer reset since has let it go.
  var holdingRecognizers: [GestureRecognizer] {
    gestureRecognizers.filter { recognizer in recognizer.seenTouches.contains { $0 === self } }
  }
  /// How far the touch has got with its view, for the recognizers' cancel and delay rules.
  var viewDelivery: ViewDelivery = .notBegun
  /// Calls withheld from the view by a delaying recognizer, oldest first.
  var heldCalls: [HeldCall] = []

  init(id: Int, location: CGPoint, timestamp: TimeInterval, tapCount: Int) {
    self.id = id
    self.startLocation = location
    self.phase = .began
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.locationInWindow = location
    self.previousLocationInWindow = location
  }

  /// The touch's location in `view`'s coordinates; `nil` means its window's coordinates.
  public func location(in view: View?) -> CGPoint {
    convert(locationInWindow, to: view)
  }

  /// The touch's previous location in `view`'s coordinates; `nil` means its window's.
  public func previousLocation(in view: View?) -> CGPoint {
    convert(previousLocationInWindow, to: view)
  }

  private func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }
}

extension Touch: Hashable {
  public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A touch method held back from the touch's view (§3): by whom, and why, so its release can
/// say what became of the recognizer that held it.
struct HeldCall {
  let method: TouchMethod
  let reason: DelayReason
  /// The recognizer holding it: the one named when it was held, then whichever still holds it
  /// after that one decided.
  var recognizer: GestureRecognizer
}

/// A touch's progress with its view.
enum ViewDelivery: Equatable {
  case notBegun
  /// The view got touchesBegan and neither touchesEnded nor touchesCancelled yet.
  case tracking
  case finished
  /// A recognizer recognized it: the view gets nothing more of it.
  case cancelled(by: String)
}
