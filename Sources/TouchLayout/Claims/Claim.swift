import Foundation
import TouchKit

/// A checkable statement a layout makes about itself: one gesture, and what must (and must
/// not) happen when it runs on a freshly loaded copy of the layout.
///
/// A lesson's prose says "a tap on the part of `save` outside `card` hits `card`"; its claim
/// says `tap: [230, 60]`, `hits: card`, and ``ClaimCheck`` runs it through the engine. The
/// expectations read the trace's typed records, never its prose (except ``Expectation/traceShows(_:)``,
/// which exists for lessons that quote a trace line).
public struct Claim: Equatable, Sendable {
  public var gesture: Gesture
  /// `at:`: when the gesture starts, in seconds on the layout's clock (default 0, as soon as
  /// the layout is loaded). Animations (§8 #15) make a claim depend on when it is tried.
  public var startTime: TimeInterval
  /// In the order the file gives them, so failures are reported in that order.
  public var expectations: [Expectation]
  /// `says:`: the claim in words, shown with its result.
  public var says: String?
  /// Where the claim starts in its file (1-based), for `file:line:column` results.
  public var line: Int
  public var column: Int

  public init(
    gesture: Gesture, startTime: TimeInterval = 0, expectations: [Expectation], says: String? = nil,
    line: Int = 0, column: Int = 0
  ) {
    self.gesture = gesture
    self.startTime = startTime
    self.expectations = expectations
    self.says = says
    self.line = line
    self.column = column
  }

  /// One thing the gesture's trace must show.
  public enum Expectation: Equatable, Sendable {
    /// The first touch's hit view is this view (nil: no view at all).
    case hits(String?)
    /// None of these views is the first touch's hit view.
    case misses([String])
    /// These actions were sent, in this relative order (others may come between).
    case sends([ExpectedAction])
    /// None of these actions was sent (to the given receiver, when one is given).
    case doesNotSend([ExpectedAction])
    /// Each of these recognizers reached began or ended.
    case recognizes([String])
    /// None of these recognizers reached began or ended.
    case doesNotRecognize([String])
    /// Exactly these touch methods reached each responder (from its window or up the chain),
    /// in order.
    case receives([ExpectedDeliveries])
    /// Each fragment occurs in some line of the trace's text.
    case traceShows([String])
  }

  /// An action a claim expects to be sent (or not), and optionally to whom.
  public struct ExpectedAction: Equatable, Sendable {
    /// Who must receive the action, when the claim says.
    public enum Receiver: Equatable, Sendable {
      /// Anyone, or nobody: the claim does not say.
      case any
      /// `to: none`: sent, but no responder handled it.
      case nobody
      case responder(String)
    }

    public var action: String
    public var receiver: Receiver

    public init(_ action: String, to receiver: Receiver = .any) {
      self.action = action
      self.receiver = receiver
    }
  }

  /// The touch methods one responder must receive.
  public struct ExpectedDeliveries: Equatable, Sendable {
    public var responder: String
    public var methods: [TouchMethod]

    public init(responder: String, methods: [TouchMethod]) {
      self.responder = responder
      self.methods = methods
    }
  }
}
