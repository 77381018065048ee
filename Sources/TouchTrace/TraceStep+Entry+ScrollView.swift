import Foundation
import TouchKit

/// The entries of scroll views (§7): their questions about content touches, and their
/// scrolling (TraceStep+Entry.swift routes to them).
extension TraceEntry {
  static func scrollViewAsk(
    _ scrollView: String, _ question: ScrollViewQuestion, _ view: String, _ answer: Bool
  ) -> TraceEntry {
    TraceEntry(
      .scrollViewAsk, .recognizer,
      [
        "scrollView": .string(scrollView), "question": .string(question.rawValue), "view": .string(view),
        "answer": .bool(answer),
      ],
      Sentence.scrollViewAsk(scrollView, question, view, answer), about: [scrollView])
  }

  static func scroll(_ scrollView: String, _ contentOffset: CGPoint) -> TraceEntry {
    TraceEntry(
      .scroll, .delivery, ["scrollView": .string(scrollView), "contentOffset": .point(contentOffset)],
      "\(scrollView) scrolls: contentOffset = \(Format.point(contentOffset))", about: [scrollView])
  }
}
