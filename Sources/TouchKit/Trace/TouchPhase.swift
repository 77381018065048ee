/// UIKit's `UITouch.Phase` (``Touch/Phase``): where a finger is in its life (§2).
///
/// A plain value declared here, beside the trace records that carry it (`TraceStep.touch`),
/// so the record table names no folder that records into it: the trace's folder is a leaf the
/// engine's parts write to, and no loop runs through it (issue 35).
public enum TouchPhase: String, CaseIterable, Equatable, Sendable, Codable {
  case began, moved, stationary, ended, cancelled
}
