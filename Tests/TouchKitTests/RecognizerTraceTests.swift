import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// The trace of recognizers as data: the summary's transitions and actions, and their JSON.
@Suite("Trace of recognizers")
struct RecognizerTraceTests {
  static func singleAndDouble() -> Stage {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    view.handledActions = ["singleTapped"]
    let single = stage.tap(on: view, id: "single")
    single.addTarget(nil, action: "singleTapped")
    let double = stage.tap(on: view, id: "double", taps: 2)
    double.addTarget(nil, action: "zoom")
    single.require(toFail: double)
    stage.tap(10, 10)
    stage.settle()
    return stage
  }

  @Test(
    "summary.transitions and summary.actions list, in order, each state change and each action with its receiver"
  )
  func summary() {
    let summary = Self.singleAndDouble().summary
    #expect(
      summary.transitions.map { "\($0.recognizer):\($0.from.rawValue)→\($0.to.rawValue)" } == [
        "double:possible→failed", "single:possible→ended",
      ])
    #expect(summary.actions.map(\.action) == ["singleTapped"])
    #expect(summary.actions.first?.receiver == "v")
    #expect(summary.actions.first?.sender == "single")
  }

  @Test("An action nobody handles has a null receiver in the summary")
  func unhandledAction() throws {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 100, 100)))
    stage.tap(on: view, id: "tap").addTarget(nil, action: "nobody")
    stage.tap(10, 10)
    let action = try #require(stage.summary.actions.first)
    #expect(action.receiver == nil)
    let json = String(decoding: try TraceDocument(stage.trace).encoded(), as: UTF8.self)
    #expect(json.contains("\"receiver\" : null"))
  }

  @Test("Every recognizer record has a kind, JSON fields and a text line; same input, same bytes")
  func renderings() throws {
    let first = try TraceDocument(Self.singleAndDouble().trace).encoded()
    let second = try TraceDocument(Self.singleAndDouble().trace).encoded()
    #expect(first == second)
    let text = Self.singleAndDouble().trace.text
    #expect(text.contains("single stays possible, ended waits until double fails (require(toFail:))"))
    #expect(text.contains("double: possible → failed: no next tap within 0.35 s"))
    #expect(text.contains("single: possible → ended: double failed, so the waiting transition goes ahead"))
    for record in Self.singleAndDouble().trace.records {
      #expect(!record.step.kind.isEmpty)
      #expect(!record.step.message.isEmpty)
    }
  }
}
