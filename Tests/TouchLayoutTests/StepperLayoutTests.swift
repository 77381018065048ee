import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// A stepper in layouts and scripts: every part comes from its entry in the built-in class
/// table (issue 35): `class: Stepper`, its keys read by kind, a script's `value:`.
@Suite("UIStepper in layouts and scripts")
struct StepperLayoutTests {
  static let layout = oneWindow(
    """
          - id: count
            class: Stepper
            frame: [0, 0, 94, 32]
            minimumValue: 1
            maximumValue: 5
            stepValue: 2
            value: 3
            wraps: true
            actions: {valueChanged: countChanged}

    """)

  @Test("class: Stepper makes one, and its keys set UIStepper's properties")
  func keys() throws {
    let stepper = try #require(try loadLayout(Self.layout).view("count") as? Stepper)
    #expect(stepper.minimumValue == 1 && stepper.maximumValue == 5 && stepper.stepValue == 2)
    #expect(stepper.value == 3 && stepper.wraps && stepper.isContinuous && stepper.autorepeat)
  }

  @Test("Values UIKit refuses are reported at their keys: bounds out of order, a step of 0, a value outside")
  func badKeys() {
    let stepper = { (keys: String) in
      oneWindow("      - {id: s, class: Stepper, frame: [0, 0, 94, 32], \(keys)}\n")
    }
    #expect(
      diagnostics(of: stepper("minimumValue: 5, maximumValue: 5")) == [
        "test.yaml:4:87: minimumValue (5) must be less than maximumValue (5)"
      ])
    #expect(
      diagnostics(of: stepper("stepValue: 0")) == ["test.yaml:4:67: stepValue must be greater than 0, got 0"])
    #expect(
      diagnostics(of: stepper("value: 101")) == [
        "test.yaml:4:63: value must be between minimumValue (0) and maximumValue (100), got 101"
      ])
    #expect(diagnostics(of: stepper("wraps: 3")).first?.contains("wraps must be true or false") == true)
    #expect(
      diagnostics(of: oneWindow("      - {id: s, class: Slider, frame: [0, 0, 94, 32], stepValue: 2}\n")) == [
        "test.yaml:4:55: 'stepValue' is only for Stepper views, and this view is a Slider"
      ])
  }

  @Test("A script's value: reads and checks a stepper's value; a tap on + wraps it past the maximum")
  func scriptValue() throws {
    let script = """
      steps:
        - tap: [80, 16]
          expect: {value: {count: 5}, sends: [countChanged]}
        - tap: [80, 16]
          expect: {value: {count: 5}}
      """
    let read = try ScriptLoader.load(yaml: script, source: "test.yaml", for: try loadLayout(Self.layout))
    let result = ScriptRunner.run(read, on: try loadLayout(Self.layout))
    #expect(
      result.failures.map { "\($0.line):\($0.column): \($0.message)" } == [
        "5:14: expected count's value to be 5 after the tap at (80, 16); it is 1"
      ])
  }
}
