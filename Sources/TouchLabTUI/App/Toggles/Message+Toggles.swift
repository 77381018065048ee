/// A what-if toggle's answers under the names the flat message enum had (``ToggleMessage``).
extension Message {
  public static func reran(_ whatIf: WhatIf) -> Message { .toggles(.reran(whatIf)) }
  public static func toggleFailed(_ reason: String) -> Message { .toggles(.failed(reason)) }
}
