/// A step the UI shows instead of now: a record of the live sequence or of an earlier one.
public struct StepPosition: Equatable, Sendable {
  /// The earlier sequence (an index in ``SequenceHistory/earlier``), or nil: the current one.
  public var sequence: Int?
  /// The record's index in that sequence's trace.
  public var index: Int

  public init(sequence: Int?, index: Int) {
    self.sequence = sequence
    self.index = index
  }
}
