import Foundation
import Testing
import TouchTrace

@testable import TouchKit

/// UIKit's `UIStepper` (documentation: "UIStepper", its `value`, `minimumValue`,
/// `maximumValue`, `stepValue`, `wraps`, `isContinuous` and `autorepeat`): a `−` half and a `+`
/// half that step the value and send `valueChanged`.
@Suite("UIStepper")
struct StepperTests {
  /// A stepper `s` at (100, 100, 94, 32): `−` left of x 147, `+` right of it.
  private static func scene(_ configure: (Stepper) -> Void = { _ in }) -> ControlTests.Scene<Stepper> {
    let stepper = Stepper(id: "s", frame: rect(100, 100, 94, 32))
    configure(stepper)
    return ControlTests.Scene(stepper)
  }

  private static func events(_ scene: ControlTests.Scene<Stepper>) -> [[String]] {
    scene.controlSteps.compactMap { step in
      if case .controlEvents(_, let events) = step { events } else { nil }
    }
  }

  @Test("UIKit's defaults: value 0 between 0 and 100, step 1, continuous, autorepeat, no wrapping")
  func defaults() {
    let stepper = Stepper(frame: .zero)
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    #expect(stepper.isEnabled && stepper.isUserInteractionEnabled)
  }

  @Test("A tap on + steps up at touch down and sends valueChanged (continuous); one on − steps down")
  func tapHalves() {
    let scene = Self.scene { $0.value = 5 }
    scene.stage.tap(180, 116)
    #expect(scene.control.value == 6)
    #expect(scene.controlSteps.contains(.controlValue(control: "s", value: "6")))
    #expect(Self.events(scene) == [["valueChanged"], ["touchDown"], ["touchUpInside"]])
    scene.stage.tap(110, 116, after: 1)
    #expect(scene.control.value == 5)
  }

  @Test("The value is clamped to its bounds; at an end without wraps the half that passes it does nothing")
  func clampsAtTheEnds() {
    let scene = Self.scene {
      $0.maximumValue = 10
      $0.stepValue = 4
      $0.value = 8
    }
    scene.stage.tap(180, 116)
    #expect(scene.control.value == 10)
    scene.stage.tap(180, 116, after: 1)
    #expect(scene.control.value == 10)
    #expect(Self.events(scene).filter { $0 == ["valueChanged"] }.count == 1)
  }

  @Test("wraps: a step beyond the maximum goes to the minimum, one below the minimum to the maximum")
  func wraps() {
    let scene = Self.scene {
      $0.maximumValue = 3
      $0.wraps = true
      $0.value = 3
    }
    scene.stage.tap(180, 116)
    #expect(scene.control.value == 0)
    scene.stage.tap(110, 116, after: 1)
    #expect(scene.control.value == 3)
  }

  @Test("isContinuous false: valueChanged once, when the touch ends (before touchUpInside, as a slider's)")
  func notContinuous() {
    let scene = Self.scene { $0.isContinuous = false }
    scene.stage.tap(180, 116)
    #expect(scene.control.value == 1)
    #expect(Self.events(scene) == [["touchDown"], ["valueChanged"], ["touchUpInside"]])
  }

  @Test("UIKit keeps maximum ≥ minimum: setting one past the other sets both; a step of 0 or less is refused")
  func invariants() {
    let stepper = Stepper(frame: .zero)
    stepper.value = 50
    stepper.minimumValue = 200
    #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
    stepper.maximumValue = 100
    #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100)
    stepper.stepValue = 0
    #expect(stepper.stepValue == 1)
    stepper.stepValue = -2
    #expect(stepper.stepValue == 1)
  }

  @Test("iOS 6 rule (§5): a parent's single-tap recognizer does not begin over a stepper")
  func parentTapYields() {
    let stepper = Stepper(frame: .zero)
    let parent = View(frame: .zero)
    let tap = TapGestureRecognizer()
    parent.addGestureRecognizer(tap)
    #expect(!stepper.gestureRecognizerShouldBegin(tap))
    let own = TapGestureRecognizer()
    stepper.addGestureRecognizer(own)
    #expect(stepper.gestureRecognizerShouldBegin(own))
  }

  @Test("describe and the canvas read its value from the control (ControlValue.number)")
  func controlValue() {
    let stepper = Stepper(frame: .zero)
    stepper.value = 3
    guard case .number(let value, let attributes, let face) = stepper.controlValue else {
      Issue.record("expected a number value")
      return
    }
    #expect(value == 3 && face == "3")
    #expect(
      attributes.map(\.name) == ["value", "minimumValue", "maximumValue", "stepValue", "wraps", "continuous"])
  }
}
