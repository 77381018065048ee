// `CADisplayLink`, on the application's clock.
//
// On iOS a display link calls its target once a screen refresh while it is on a run loop and
// not paused. TouchLab runs no run loop and draws no frames: its time is the application's
// scheduler's (TouchKit's Scheduler), as timers' is (Timers.swift). So adding a link to a run
// loop starts it on that scheduler: it calls the target's method with the link every frame,
// each call traced as a delayed call (`delayedCallScheduled`, `delayedCallFired`, api
// `CADisplayLink`), deterministic on every run. A headless run plays the frames out for the
// scheduler's idle limit after its last input (60 s), as it does a repeating timer's.

/// The display's refresh here: 60 frames a second, a standard iPhone screen's
/// (`UIScreen.maximumFramesPerSecond` is 60 on one; ProMotion screens reach 120). UNSOURCED as
/// a device value: TouchLab's screens have no refresh rate of their own.
private let framesPerSecond = 60

/// Core Animation's `CADisplayLink`: calls `selector`'s method of `target` with the link once a
/// frame, from when it is added to a run loop until it is invalidated, skipping frames while
/// paused.
public final class CADisplayLink {
  private let target: AnyObject
  private let selector: String
  private var isAdded = false
  private var isValid = true
  /// Bumped at each start, so the frames of an earlier start (before a pause) end.
  private var run = 0

  /// When the frame being called for began, on the application's clock.
  public private(set) var timestamp: CFTimeInterval = 0
  /// When the next frame is due.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames.
  public var duration: CFTimeInterval { 1 / CFTimeInterval(framesPerSecond) }
  /// Frames a second asked for: 0 (the default) is the display's rate; more is capped at it.
  public var preferredFramesPerSecond = 0 {
    didSet { if isAdded, !isPaused { start() } }
  }
  /// While true, no frame calls the target; set false again, frames resume.
  public var isPaused = false {
    didSet { if isAdded, !isPaused, oldValue { start() } }
  }

  public init(target: Any, selector: Selector) {
    self.target = target as AnyObject
    self.selector = selector.actionName
  }

  /// Starts the frames, whatever the run loop and the mode: TouchLab has one clock.
  public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    guard isValid, !isAdded else { return }
    isAdded = true
    if !isPaused { start() }
  }

  /// Stops the frames until it is added again.
  public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    isAdded = false
    run += 1
  }

  /// Stops the frames for good and lets the target go, as iOS does (it holds the target until
  /// then).
  public func invalidate() {
    isValid = false
    isAdded = false
    run += 1
  }

  /// The time between calls: a frame, or whole frames for a lower preferred rate.
  private var interval: CFTimeInterval {
    guard preferredFramesPerSecond > 0, preferredFramesPerSecond < framesPerSecond else { return duration }
    let frames = (Double(framesPerSecond) / Double(preferredFramesPerSecond)).rounded(.up)
    return frames * duration
  }

  private func start() {
    run += 1
    guard let calls = DelayedCalls.of(target) else { return }
    let call = DelayedCall(api: .displayLink, target: calls.traceName(of: target), method: selector)
    let link = LinkBox(link: self)
    let current = run
    func next() {
      let step = interval
      calls.schedule(call, after: step, while: { link.link.isLive(current) }) {
        let now = calls.now
        link.link.timestamp = now
        link.link.targetTimestamp = now + step
        calls.call(link.link.selector, on: link.link.target, with: link.link, sender: "CADisplayLink")
        if link.link.isLive(current) { next() }
      }
    }
    next()
  }

  private func isLive(_ started: Int) -> Bool { isValid && isAdded && !isPaused && run == started }
}

/// A link carried into the scheduler's actions. Unchecked: one thread runs them.
private struct LinkBox: @unchecked Sendable {
  let link: CADisplayLink
}
