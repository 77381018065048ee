import Foundation

/// The animations added to a layer: kept by key, never run (Animation.swift says why), their
/// delegates told when they would start and stop on the application's clock.
extension Layer {
  /// Adds `animation` under `key` (a new key for nil), replacing one under the same key, which
  /// then stops unfinished, as Core Animation replaces it. The first one in a run gives a notice.
  public func add(_ animation: Animation, forKey key: String?) {
    let key = key ?? "TouchLab.animation.\(animationList.count)"
    removeAnimation(forKey: key)
    animationList.append((key, animation))
    noticeVisual(.layerAnimations)
    scheduleDelegateCalls(for: animation, key: key)
  }

  public func animation(forKey key: String) -> Animation? {
    animationList.first { $0.key == key }?.animation
  }

  public func animationKeys() -> [String]? {
    animationList.isEmpty ? nil : animationList.map(\.key)
  }

  /// Removes it; its delegate hears `animationDidStop(_:finished: false)` at once.
  public func removeAnimation(forKey key: String) {
    guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
    let animation = animationList.remove(at: index).animation
    animation.delegate?.animationDidStop(animation, finished: false)
  }

  public func removeAllAnimations() {
    for key in animationList.map(\.key) { removeAnimation(forKey: key) }
  }

  /// `animationDidStart` when it would begin, `animationDidStop(finished: true)` when it would
  /// end (never, for an endless one), each traced as a delayed call on the application's
  /// clock; with no application nothing is called, as nothing runs without a run loop on iOS.
  private func scheduleDelegateCalls(for animation: Animation, key: String) {
    Transaction.current?.added(animation)
    guard let calls = DelayedCalls.of(delegate) else { return }
    let begin = animation.beginTime > 0 ? max(0, animation.beginTime - calls.now) : 0
    let target = animation.delegate.map { calls.traceName(of: $0) }
    if animation.delegate != nil {
      calls.schedule(
        DelayedCall(api: .animationDidStart, target: target, method: "animationDidStart:"), after: begin
      ) { [weak animation] in
        guard let animation else { return }
        animation.delegate?.animationDidStart(animation)
      }
    }
    let end = begin + animation.activeDuration
    guard end.isFinite else { return }
    calls.schedule(
      DelayedCall(api: .animationDidStop, target: target, method: "animationDidStop:finished:"), after: end,
      while: { [weak self, weak animation] in
        guard let self, let animation else { return false }
        return self.animationList.contains { $0.animation === animation }
      }
    ) { [weak self, weak animation] in
      guard let self, let animation else { return }
      if animation.isRemovedOnCompletion { self.animationList.removeAll { $0.animation === animation } }
      animation.delegate?.animationDidStop(animation, finished: true)
    }
  }
}
