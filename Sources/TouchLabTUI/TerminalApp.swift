import Foundation
import TouchLayout

/// The interactive loop: read bytes, decode, update the session, draw when the state changed.
public enum TerminalApp {
  /// How long a lone ESC waits for the rest of a sequence before it counts as the Escape key.
  static let escapeTimeoutMilliseconds: Int32 = 30
  /// Idle wake-up period; input and resizes wake the loop sooner.
  static let idleMilliseconds: Int32 = 250

  /// Runs the terminal UI on `layout` until `q`. The terminal is restored on return, on a
  /// thrown error (the `defer`), and on fatal signals (the C handlers).
  public static func run(layout: Layout, environment: [String: String] = ProcessInfo.processInfo.environment)
    throws
  {
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let terminal = try Terminal(noColor: noColor)
    defer { terminal.close() }
    let size = terminal.size
    let session = Session(layout: layout, columns: size.columns, rows: size.rows, clock: MonotonicClock())
    var decoder = InputDecoder()
    var drawn: UIState?
    while !session.state.isQuitting {
      if session.state != drawn {
        terminal.draw(session.canvas)
        drawn = session.state
      }
      let timeout = decoder.hasPending ? escapeTimeoutMilliseconds : idleMilliseconds
      switch terminal.read(timeout: timeout) {
      case .resize:
        let size = terminal.size
        session.handle(.resize(columns: size.columns, rows: size.rows))
      case .bytes(let bytes):
        for input in coalescingMotion(decoder.feed(bytes)) { session.handle(.input(input)) }
      case .idle:
        for input in decoder.flush() { session.handle(.input(input)) }
      }
    }
  }

  /// Mode 1003 reports every cell the pointer crosses; only the last of a run of hover reports
  /// matters, so the rest are dropped before they cost a hit test each. Drags are kept: each
  /// is a `touchesMoved`.
  static func coalescingMotion(_ inputs: [InputMessage]) -> [InputMessage] {
    var result: [InputMessage] = []
    for input in inputs {
      if case .mouse(let report) = input, report.action == .motion,
        case .mouse(let previous) = result.last, previous.action == .motion
      {
        result[result.count - 1] = input
      } else {
        result.append(input)
      }
    }
    return result
  }
}
