import Foundation
import TouchKit

/// The Markdown rendering of a trace, for notes, lessons and issues (docs/trace-format.md): a
/// title, the outcome in brief (from ``TraceSummary``), then every step as a nested list whose
/// nesting is the record's depth and whose text is the text rendering's.
///
/// Lists rather than tables: a step's nesting is what explains it (a `point(inside:)` under
/// its `hitTest`, a forward under the delivery it continues), and a list shows it in both the
/// rendered and the plain text. Ids and messages come from the user's layout, so every piece of
/// them is escaped.
extension Trace {
  public func markdown(title: String = "Trace") -> String {
    var lines = ["# \(MarkdownText.escaped(title))", ""]
    if let first = records.first, let last = records.last {
      let span = "from \(Format.seconds(first.time)) s to \(Format.seconds(last.time)) s"
      lines.append("\(records.count) record\(records.count == 1 ? "" : "s"), \(span).")
    } else {
      lines.append("No records.")
    }
    lines += ["", "## Summary", ""]
    lines += summary.markdownLines
    lines += ["## Steps", ""]
    lines += markdownSteps
    return lines.joined(separator: "\n") + "\n"
  }

  /// One list item per record; a record deeper than the one before by more than one level is
  /// nested one level only, since a list cannot skip a level.
  private var markdownSteps: [String] {
    var lines: [String] = []
    lines.reserveCapacity(records.count)
    var previousLevel = -1
    for record in records {
      let level = min(record.depth, previousLevel + 1)
      previousLevel = level
      let indent = Indentation.spaces(level)
      lines.append(
        "\(indent)- \(record.id) · \(Format.seconds(record.time)) s · \(MarkdownText.escaped(record.step.message))"
      )
    }
    if lines.isEmpty { lines.append("(none)") }
    return lines
  }
}

extension TraceSummary {
  /// Touches (hit view, who received each method), recognizer outcomes and actions.
  var markdownLines: [String] {
    var lines = ["**Touches**", ""]
    lines += touches.isEmpty ? ["- none"] : touches.flatMap(\.markdownLines)
    lines += ["", "**Recognizers**", ""]
    lines += transitions.isEmpty ? ["- none"] : recognizerLines
    lines += ["", "**Actions**", ""]
    lines += actions.isEmpty ? ["- none"] : actions.map(\.markdownLine)
    return lines + [""]
  }

  /// Each recognizer's states in order (`possible → began → changed → ended`), a new run
  /// where a transition does not start from the state the last one reached (after a reset).
  private var recognizerLines: [String] {
    var order: [String] = []
    var runs: [String: [[String]]] = [:]
    for transition in transitions {
      if runs[transition.recognizer] == nil { order.append(transition.recognizer) }
      var recognizerRuns = runs[transition.recognizer, default: []]
      if let last = recognizerRuns.last?.last, last == transition.from.rawValue {
        recognizerRuns[recognizerRuns.count - 1].append(transition.to.rawValue)
      } else {
        recognizerRuns.append([transition.from.rawValue, transition.to.rawValue])
      }
      runs[transition.recognizer] = recognizerRuns
    }
    return order.map { recognizer in
      let text = (runs[recognizer] ?? []).map { $0.joined(separator: " → ") }.joined(separator: "; ")
      return "- \(MarkdownText.code(recognizer)): \(text)"
    }
  }
}

extension TraceSummary.TouchSummary {
  var markdownLines: [String] {
    let hit =
      hitView.map { "hit \(MarkdownText.code($0)) in \(MarkdownText.code(window ?? "?"))" } ?? "hit no view"
    var lines = ["- Touch \(touch) (tapCount \(tapCount)) \(hit)."]
    // A chain starts where a window delivers; forwards continue it.
    var chains: [(method: TouchMethod, responders: [String], outcome: TraceSummary.Delivery.Outcome)] = []
    for delivery in deliveries {
      if delivery.via == .forward, let last = chains.indices.last, chains[last].method == delivery.method {
        chains[last].responders.append(delivery.responder)
        chains[last].outcome = delivery.outcome
      } else {
        chains.append((delivery.method, [delivery.responder], delivery.outcome))
      }
    }
    for chain in chains {
      let path = chain.responders.map(MarkdownText.code).joined(separator: " → ")
      lines.append("  - \(chain.method.rawValue): \(path), \(chain.outcome.rawValue)")
    }
    for withholding in withheld {
      lines.append("  - \(withholding.method.rawValue) withheld from \(MarkdownText.code(withholding.view))")
    }
    return lines
  }
}

extension TraceSummary.Action {
  var markdownLine: String {
    let outcome = receiver.map { "handled by \(MarkdownText.code($0))" } ?? "nobody handled it"
    return
      "- \(MarkdownText.code(action)) from \(MarkdownText.code(sender)), \(outcome) (\(Format.seconds(time)) s)"
  }
}
