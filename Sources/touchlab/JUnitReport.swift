import Foundation
import TouchKit
import TouchLayout
import TouchScript
import TouchTrace

/// The JUnit XML report of `touchlab run --junit`, the format CI systems read: one testsuite
/// per script, one testcase per step that expects something, a failure per expectation that
/// did not hold. Same results, same bytes (no wall-clock times or host names).
enum JUnitReport {
  static func xml(_ results: [ScriptResult]) -> String {
    let cases = results.map { testCases(of: $0) }
    let tests = cases.reduce(0) { $0 + $1.count }
    let failed = cases.reduce(0) { $0 + $1.filter { !$0.holds }.count }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="touchlab run" tests="\#(tests)" failures="\#(failed)" errors="0">"#,
    ]
    for (result, steps) in zip(results, cases) {
      let source = escape(result.script.source)
      let failures = steps.filter { !$0.holds }.count
      lines.append(
        #"  <testsuite name="\#(source)" tests="\#(steps.count)" failures="\#(failures)" errors="0" skipped="0">"#
      )
      for step in steps {
        let name = escape(RunReport.title(step))
        let opening =
          #"    <testcase classname="\#(source)" name="\#(name)" file="\#(source)" line="\#(step.step.line)""#
        guard !step.holds else {
          lines.append(opening + "/>")
          continue
        }
        lines.append(opening + ">")
        for failure in step.failures {
          let text =
            "\(RunReport.position(result.script.source, failure)): \(failure.message)"
            + (failure.whyNot.map { "\nwhy not: \($0)" } ?? "")
          lines.append(
            #"      <failure type="expectation" message="\#(escape(failure.message))">\#(escape(text))</failure>"#
          )
        }
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The steps that are test cases: those with expectations, and any that failed to run.
  private static func testCases(of result: ScriptResult) -> [StepResult] {
    result.steps.filter { !$0.step.expectations.isEmpty || !$0.holds }
  }

  /// Text made safe for an attribute or element (``XMLText/escaped(_:)``).
  static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
