import TouchKit

/// What one record kind declares, once: its kind, its category, its fields (typed, in order)
/// and its sentence. Every rendering is derived from it: the JSON document and JSON Lines
/// (fields, keys sorted), text, Markdown and Mermaid (the sentence), script patterns (fields).
public struct TraceEntry: Sendable {
  public let kind: TraceStep.Kind
  public let category: TraceCategory
  /// The record's own fields, after `id`, `time`, `depth` and `kind` (which every record has).
  public let fields: TraceFields
  /// The views (or responders) the step is about, the one it acts on first (a forward's `to`,
  /// an action's target): what the explorer's step mode points at.
  public let views: [String]
  /// The recognizer the step is about (a timer's owner counts), if any.
  public let recognizer: String?
  /// How a reader's eye takes the record (the log pane's bold and warning colour).
  public let emphasis: Emphasis
  /// A second category the record belongs to, for the log's filters: what a recognizer's
  /// recognition or delay does to a view's touches is delivery, and the recognizer's doing.
  public let alsoCategory: TraceCategory?
  private let makeSentence: @Sendable () -> String

  /// Plain, a headline (where a sequence or a decision starts: an input, a state change, an
  /// action sent, a sequence's end), or a warning (something a rule refused).
  public enum Emphasis: Sendable { case plain, headline, warning }

  /// `sentence` is only worked out when asked for: the JSON renderings never need it, and they
  /// take any number (a fuzzer's 1e300 seconds) that the text's formats need not.
  public init(
    _ kind: TraceStep.Kind, _ category: TraceCategory, _ fields: TraceFields,
    _ sentence: @autoclosure @escaping @Sendable () -> String, about views: [String] = [],
    recognizer: String? = nil, emphasis: Emphasis = .plain, also alsoCategory: TraceCategory? = nil
  ) {
    self.kind = kind
    self.category = category
    self.fields = fields
    self.views = views
    self.recognizer = recognizer
    self.emphasis = emphasis
    self.alsoCategory = alsoCategory
    makeSentence = sentence
  }

  /// The text rendering's message: what happened and which rule or number decided it.
  public var sentence: String { makeSentence() }
}
