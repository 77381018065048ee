import Foundation

/// A multi-touch sequence (UIKit's `UIEvent` of type `.touches`).
///
/// UIKit reuses one event object for the whole sequence, from the first finger down to the last
/// finger up (§2), and so does the synthesizer. The event also carries the trace recorder, so
/// every method that receives an event can record what it does.
public final class Event {
  public enum EventType: Sendable { case touches }

  public let type: EventType = .touches
  public internal(set) var timestamp: TimeInterval = 0
  /// Where dispatch steps are recorded; nil when tracing is off.
  public let trace: TraceRecorder?

  /// Touches in the order they began: sets have no order, and the trace must be deterministic.
  @exclusivity(unchecked) public internal(set) var orderedTouches: [Touch] = []
  /// Which views track which touches in this sequence, for the §3 delivery rules.
  var deliveries = DeliveryBook()
  /// How many responder-chain hops the method being forwarded has made.
  @exclusivity(unchecked) var forwardingHops = 0
  /// Every touch the sequence has had, ended ones included.
  var sequenceTouchIDs: [Int] = []
  /// The application that sent it: a window taken out of the application while one of its
  /// touches is down (a menu closed by another finger) still delivers that touch's phases
  /// through the application's recognizers, as on iOS a touch keeps its window.
  weak var application: Application?

  init(trace: TraceRecorder?) {
    self.trace = trace
  }

  public var allTouches: Set<Touch>? { Set(orderedTouches) }

  /// The touches that belong to `view`: those delivered to it (`touch.view === view`).
  public func touches(for view: View) -> Set<Touch>? {
    if let window = view as? Window { return touches(for: window) }
    return Set(orderedTouches.filter { $0.view === view })
  }

  /// The touches that began in `window`.
  public func touches(for window: Window) -> Set<Touch>? {
    Set(orderedTouches.filter { $0.window === window })
  }
}
