import Foundation
import TouchKit

/// A Mermaid sequence diagram of a dispatch (docs/trace-format.md): the application, windows,
/// recognizers, views and controllers as participants, and what passed between them.
///
/// Choices that keep the diagram readable (each documented in docs/trace-format.md):
/// - a window's hit-test pass is one `hitTest` arrow from the application to the window and
///   one reply with the view it returned, with a note listing the path (the views whose
///   `hitTest` returned a view, outermost first) and the views skipped and why; the individual
///   `hitTest`/`point(inside:)` calls are in the other renderings;
/// - calls are arrows (`sendEvent`, deliveries, forwards up the chain, touches given to
///   recognizers, questions to views, actions to their targets; a recognizer cancelling a
///   view's touches is a cross-ended arrow); what a participant does or decides by itself
///   (state changes, handling, timers, control events) is a note over it, in the words of the
///   text rendering.
public struct SequenceDiagram {
  public let statements: [MermaidStatement]
  public let participants: TraceParticipants

  /// `participants` default to the roles inferred from the trace; pass
  /// ``TraceParticipants/init(application:)`` to tell controllers and the app delegate apart.
  public init(_ trace: Trace, participants: TraceParticipants? = nil) {
    let participants = participants ?? TraceParticipants(inferringFrom: trace)
    self.participants = participants
    var builder = MermaidBuilder(application: participants.application)
    for record in trace.records { builder.add(record) }
    builder.finish()
    statements = builder.statements
  }

  /// The diagram's source: `sequenceDiagram`, the participants in role order (then in order
  /// of appearance), then the statements.
  public var text: String {
    var order: [String] = []
    var seen: Set<String> = []
    for statement in statements {
      for id in statement.participants where seen.insert(id).inserted { order.append(id) }
    }
    let appearance = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    order.sort {
      (participants.role(of: $0), appearance[$0] ?? 0) < (participants.role(of: $1), appearance[$1] ?? 0)
    }
    let names = MermaidNames(order)
    var lines = ["sequenceDiagram"]
    lines.reserveCapacity(order.count + statements.count + 1)
    for id in order { lines.append("  " + names.declaration(of: id)) }
    for statement in statements { lines.append("  " + statement.line(names: names)) }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Trace {
  /// The trace as a Mermaid sequence diagram (see ``SequenceDiagram``).
  public func mermaid(participants: TraceParticipants? = nil) -> String {
    SequenceDiagram(self, participants: participants).text
  }
}

/// One line of a sequence diagram, with participants as trace ids.
public enum MermaidStatement: Equatable, Sendable {
  /// `from->>to: text` (a call), `from-->>to: text` (a reply), `from-xto: text` (a cancel).
  case message(from: String, to: String, arrow: MermaidArrow, text: String)
  /// `Note over id: line<br/>line`.
  case note(over: String, lines: [String])

  var participants: [String] {
    switch self {
    case .message(let from, let to, _, _): [from, to]
    case .note(let over, _): [over]
    }
  }

  func line(names: MermaidNames) -> String {
    switch self {
    case .message(let from, let to, let arrow, let text):
      "\(names.name(of: from))\(arrow.rawValue)\(names.name(of: to)): \(MermaidNames.escaped(text))"
    case .note(let over, let lines):
      "Note over \(names.name(of: over)): \(lines.map(MermaidNames.escaped).joined(separator: "<br/>"))"
    }
  }
}

public enum MermaidArrow: String, Sendable {
  case call = "->>"
  case reply = "-->>"
  case cancel = "-x"
}

/// Mermaid names for trace ids: the id itself where Mermaid takes it as it is (letters, digits,
/// underscores, not a keyword), else an alias `pN` declared `participant pN as <label>`.
struct MermaidNames {
  private var names: [String: String] = [:]

  /// Words that start statements or blocks in a sequence diagram; as a name they break it.
  static let keywords: Set<String> = [
    "participant", "actor", "as", "note", "over", "left", "right", "of", "loop", "alt", "else", "opt", "par",
    "and", "rect", "critical", "break", "option", "end", "box", "activate", "deactivate", "autonumber",
    "title", "create", "destroy", "link", "links", "properties", "details", "sequencediagram", "accdescr",
    "acctitle",
  ]

  init(_ ids: [String]) {
    var taken = Set(ids.filter(Self.isPlain))
    var next = 1
    for id in ids {
      if Self.isPlain(id) {
        names[id] = id
        continue
      }
      while taken.contains("p\(next)") { next += 1 }
      names[id] = "p\(next)"
      taken.insert("p\(next)")
    }
  }

  func name(of id: String) -> String { names[id] ?? id }

  func declaration(of id: String) -> String {
    let name = name(of: id)
    return name == id ? "participant \(id)" : "participant \(name) as \(Self.escaped(id))"
  }

  static func isPlain(_ id: String) -> Bool {
    guard let first = id.unicodeScalars.first, first.isASCIILetter else { return false }
    return id.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
      && !keywords.contains(id.lowercased())
  }

  /// Text as Mermaid shows it: `#`, `;` and angle brackets as entity codes (`#35;`), line
  /// breaks as spaces, so text never ends a statement or opens markup.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "#": result += "#35;"
      case ";": result += "#59;"
      case "<": result += "#60;"
      case ">": result += "#62;"
      case "&": result += "#38;"
      default: result.append(character.isNewline ? " " : character)
      }
    }
    return result.trimmingCharacters(in: .whitespaces).isEmpty ? "…" : result
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
