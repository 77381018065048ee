/// A step of a recorded sequence (the log's, ``RecordedSequence``) as a moment: the app joins
/// the log's sequences and the step's moments, so neither folder names the other's.
extension StepMoment {
  /// The moment at record `index` of `sequence`, in the scene its dispatch left there, or
  /// `fallback` when the sequence kept none.
  init(sequence: RecordedSequence, at index: Int, fallback: Scene) {
    self.init(records: sequence.trace.records, at: index) { sequence.scene(at: $0) ?? fallback }
  }
}
