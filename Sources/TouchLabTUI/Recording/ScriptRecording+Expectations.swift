import Foundation
import TouchKit
import TouchLayout
import TouchScript
import TouchYAML

/// A recording saved with what it observed: each step followed by an `expect:` line stating the
/// view its press hit and the actions it sent (``ObservedExpectations``), so the file is a
/// regression test the moment it is saved.
///
/// The expectations are what a playback of the recording observes, found by playing it on a
/// fresh load of the layout, as `touchlab run` will: the live trace and the playback's are the
/// same record for record (docs/script-format.md), and stating the playback's makes that so by
/// construction. The file is checked before it is kept: it must read back and hold. A receiver
/// the script cannot name makes it try again without receivers; failing that, the recording
/// is kept as it was recorded, without expectations.
extension ScriptRecording {
  /// The recording's text with observed expectations, and how many; or why it has none.
  public func textWithObservedExpectations(layout: String, file: String, load: () -> Layout?)
    -> Result<(text: String, expectations: Int), Unobserved>
  {
    let plain = text(layout: layout, file: file)
    let observed: ScriptResult
    switch Self.play(plain, file, load) {
    case .success(let result): observed = result
    case .failure(let problem): return .failure(problem)
    }
    guard observed.steps.count == steps.count else {
      return .failure(Unobserved(message: "the recording does not read back step for step"))
    }
    for receivers in [true, false] {
      let expectations = ObservedExpectations.of(observed, receivers: receivers)
      let text =
        Self.header(layout: layout, file: file)
        + zip(steps, expectations).map { Self.line($0) + Self.expectLine($1) }.joined()
      if case .success(let result) = Self.play(text, file, load), result.holds {
        return .success((text, result.expectationCount))
      }
    }
    return .failure(Unobserved(message: "its playback does not hold what it observed"))
  }

  /// Why a recording is saved without expectations.
  public struct Unobserved: Error, Equatable {
    public var message: String
  }

  /// `    expect: {hits: save, sends: [{action: didTap, to: homeVC}]}`, or nothing.
  static func expectLine(_ expectations: [Claim.Expectation]) -> String {
    let parts = expectations.compactMap { expectation -> String? in
      switch expectation {
      case .hits(let view?): "hits: \(YAMLText.scalar(view))"
      case .sends(let actions): "sends: [\(actions.map(action).joined(separator: ", "))]"
      default: nil
      }
    }
    return parts.isEmpty ? "" : "    expect: {\(parts.joined(separator: ", "))}\n"
  }

  private static func action(_ action: Claim.ExpectedAction) -> String {
    switch action.receiver {
    case .any: YAMLText.scalar(action.action)
    case .nobody: "{action: \(YAMLText.scalar(action.action)), to: none}"
    case .responder(let id): "{action: \(YAMLText.scalar(action.action)), to: \(YAMLText.scalar(id))}"
    }
  }

  /// Reads `text` as a script against one fresh layout and runs it on another, as `touchlab
  /// run` does.
  private static func play(_ text: String, _ file: String, _ load: () -> Layout?) -> Result<
    ScriptResult, Unobserved
  > {
    guard let reading = load(), let running = load() else {
      return .failure(Unobserved(message: "the layout does not load again"))
    }
    do {
      let script = try ScriptLoader.load(yaml: text, source: file, for: reading)
      return .success(ScriptRunner.run(script, on: running))
    } catch {
      return .failure(
        Unobserved(message: "the recording does not read back: \(error.diagnostics.first?.message ?? "")"))
    }
  }
}
