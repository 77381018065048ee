/// The answers to a what-if toggle (``Message/toggles(_:)``).
public enum ToggleMessage: Equatable, Sendable {
  /// The answer to ``Effect/applyToggles(_:previous:flipped:)``: the toggles are in force and
  /// the last sequence ran again (its trace and scene arrive just before); what changed.
  case reran(WhatIf)
  /// The toggles could not apply (the file no longer loads): why. Nothing changed.
  case failed(String)
}
