import Foundation
import TouchLayout
import TouchScript

/// What `touchlab run` prints: failures (stderr) and a summary per script (stdout).
enum RunReport {
  /// `script.yaml:4:7: step 2 (tap on save): expected …; it …`, and under it
  /// `  why not: save was not hit: …` when there is an explanation.
  static func failureLines(_ results: [ScriptResult]) -> [String] {
    results.flatMap { result in
      result.steps.flatMap { step in
        step.failures.flatMap { failure -> [String] in
          let line = "\(position(result.script.source, failure)): \(title(step)): \(failure.message)"
          return [line] + (failure.whyNot.map { ["  why not: \($0)"] } ?? [])
        }
      }
    }
  }

  /// `Scripts/checkout.yaml: 6 steps, 9 expectations, all hold` or `…, 2 failures`, per script.
  static func summary(_ results: [ScriptResult]) -> [String] {
    results.map { result in
      let failures = result.failures.count
      return "\(result.script.source): \(count(result.steps.count, "step")), "
        + "\(count(result.expectationCount, "expectation")), "
        + (failures == 0 ? "all hold" : count(failures, "failure"))
    }
  }

  /// "step 2 (tap on save)".
  static func title(_ step: StepResult) -> String {
    "step \(step.number) (\(step.description))"
  }

  static func position(_ file: String, _ failure: ScriptFailure) -> String {
    "\(file):\(failure.line):\(failure.column)"
  }

  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
