import Foundation
import TouchKit

/// The entries of what a person's code said while the engine ran it (TraceStep+Entry.swift
/// routes to them).
extension TraceEntry {
  static func output(_ text: String) -> TraceEntry {
    TraceEntry(.output, .code, ["text": .string(text)], "print: \(text)", emphasis: .headline)
  }
}
