/// `UIApplication`'s `beginIgnoringInteractionEvents()`, `endIgnoringInteractionEvents()` and
/// `isIgnoringInteractionEvents`: deprecated since iOS 13, but in real files (a screen that
/// blocks touches while it animates or loads), so a touch can depend on them.
///
/// UIKit counts the calls: the application ignores touch events from the first begin until as
/// many ends have balanced them (Apple's documentation of `beginIgnoringInteractionEvents()`:
/// "calls to this method should be balanced by matching calls to
/// `endIgnoringInteractionEvents()`"). A touch that goes down while the application ignores is
/// dropped for its whole life: never hit-tested, never delivered, its moves and release too,
/// and the trace says so (``TraceStep/interactionIgnored(pointer:begins:)``). A touch already
/// down when the ignoring begins goes on being delivered (UNSOURCED: Apple does not say what
/// happens to touches in flight; ending them here would leave no end a device gives).
extension Application {
  /// Starts ignoring touch events, until a matching ``endIgnoringInteractionEvents()``.
  public func beginIgnoringInteractionEvents() {
    ignoringInteractionEvents += 1
  }

  /// Ends one ``beginIgnoringInteractionEvents()``; an end with no begin left does nothing.
  public func endIgnoringInteractionEvents() {
    ignoringInteractionEvents = max(0, ignoringInteractionEvents - 1)
  }

  /// Whether touches that go down now are dropped: a begin is not yet ended.
  public var isIgnoringInteractionEvents: Bool { ignoringInteractionEvents > 0 }
}
