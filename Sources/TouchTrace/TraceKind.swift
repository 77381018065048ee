/// The kinds of trace record: the `kind` field of every rendering, and the list a script's
/// `traceContains:` pattern is checked against. Each case is one ``TraceStep`` case; the table
/// (TraceStep+Entry.swift) maps steps to kinds, so the compiler asks for an entry when a step is
/// added, and a test checks every kind is some step's.
public enum TraceKind: String, CaseIterable, Sendable {
  case pointer, touch, tapSeries, hitTestWindow, hitTestVisit, hitTestSkip, pointInside, hitTestReturn
  case hitTestOutsideSubtree, hitTestRecursionLimit, hitTestRepeat, hitTestPassesDisagree, hitView
  case sendEvent, deliver, withhold, forward, handle, drop, chainLimit, sequenceEnd
  case actionAsk, actionSent, actionUnhandled, controlTracking, controlHighlight, controlEvents
  case controlValue, controlIgnored
  case recognizerTouches, recognizerSkipped, ask, stateChange, invalidTransition, waitForFailure
  case cancelTouches, delayTouches, sendDelayed, discardDelayed, ignoreTouch, timerScheduled, timerFired
  case reset, scrollViewAsk, scroll, forced
}
