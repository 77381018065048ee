/// What a forced recognizer does (`GestureRecognizer.force(_:)`).
///
/// Declared beside the trace records that carry it (a forced transition, a refused force), so
/// the record table names no folder that records into it (issue 35).
public enum ForcedOutcome: String, Equatable, Sendable, CaseIterable {
  case recognize, fail
}
