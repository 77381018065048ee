/// A script being played in the terminal UI (`touchlab open LAYOUT --play SCRIPT`), as the
/// status bar shows it.
public struct PlaybackStatus: Equatable, Sendable {
  /// The script's file name.
  public var name: String
  /// Steps begun so far, of ``total``.
  public var step: Int
  public var total: Int
  /// Step by step (`--step`): the next step waits for space.
  public var waitsForKey = false
  public var isFinished = false
  /// Why playback stopped early (a target the layout no longer has).
  public var failure: String?

  public init(
    name: String, step: Int, total: Int, waitsForKey: Bool = false, isFinished: Bool = false,
    failure: String? = nil
  ) {
    self.name = name
    self.step = step
    self.total = total
    self.waitsForKey = waitsForKey
    self.isFinished = isFinished
    self.failure = failure
  }

  /// The status bar's mark: `▶ checkout.yaml step 3/12`.
  var text: String {
    if let failure { return "▶ \(name) stopped at step \(step): \(failure)" }
    if isFinished { return "▶ \(name) played (\(total) step\(total == 1 ? "" : "s"))" }
    let position = "▶ \(name) step \(step)/\(total)"
    return waitsForKey ? "\(position) · space: next step" : position
  }
}
