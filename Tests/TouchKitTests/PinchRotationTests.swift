import Foundation
import Testing

@testable import TouchKit

/// Reference §4 table, rows "Pinch" and "Rotation": continuous, two touches; `scale` starts at
/// 1 and `velocity` is scale per second; `rotation` in radians and `velocity` in rad/s. The
/// thresholds that start them are UNSOURCED tunables.
@Suite("§4 Concrete recognizers: pinch and rotation")
struct PinchRotationTests {
  private func stage<R: GestureRecognizer>(with recognizer: R, id: String) -> (Stage, RecordingView, R) {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 400, 300)))
    return (stage, view, stage.attach(recognizer, to: view, id: id))
  }

  /// Feeds a synthesized two-finger gesture, all but the final lift of both fingers.
  private func feedUntilLift(_ gesture: Gesture, to stage: Stage) -> [PointerEvent] {
    let events = gesture.pointerEvents(startingAt: 0)
    for event in events.dropLast(2) { stage.synthesizer.send(event) }
    return Array(events.suffix(2))
  }

  // MARK: Pinch

  @Test("Pinch defaults: continuous, scale 1, velocity 0; UNSOURCED begin threshold named (§4 table)")
  func pinchDefaults() {
    let pinch = PinchGestureRecognizer()
    #expect(pinch.isContinuous)
    #expect(pinch.scale == 1)
    #expect(pinch.velocity == 0)
    #expect(PinchGestureRecognizer.beginThreshold == 10)
  }

  @Test("Pinch begins once the finger distance changed by the threshold, at scale 1 (§4 table)")
  func pinchBegins() {
    let (stage, _, pinch) = stage(with: PinchGestureRecognizer(), id: "pinch")
    stage.down(150, 150)
    stage.down(250, 150, finger: 1)
    stage.move(259, 150, finger: 1)
    #expect(pinch.state == .possible)
    stage.move(260, 150, finger: 1)
    #expect(pinch.state == .began)
    #expect(pinch.scale == 1)
    #expect(stage.reason(of: "pinch", to: .began) == .thresholdReached(value: 10, threshold: 10))
  }

  @Test(
    "Pinch scale 2 when the fingers double their distance from where it began; velocity in scale/s (§4 table)"
  )
  func pinchScaleAndVelocity() {
    let (stage, _, pinch) = stage(with: PinchGestureRecognizer(), id: "pinch")
    stage.down(150, 150)
    stage.down(250, 150, finger: 1)
    stage.move(260, 150, finger: 1)
    stage.move(40, 150, after: 0.1)
    #expect(pinch.state == .changed)
    #expect(pinch.scale == 2)
    #expect(abs(pinch.velocity - 10) < 1e-9)
    stage.up(40, 150)
    #expect(stage.transitions == ["pinch:began", "pinch:changed", "pinch:ended"])
  }

  @Test("Pinch: setting scale to 1 makes the current distance the new base, as in UIKit (§4 table)")
  func pinchScaleReset() {
    let (stage, _, pinch) = stage(with: PinchGestureRecognizer(), id: "pinch")
    stage.down(150, 150)
    stage.down(250, 150, finger: 1)
    stage.move(260, 150, finger: 1)
    stage.move(40, 150)
    pinch.scale = 1
    stage.move(370, 150, finger: 1)
    #expect(pinch.scale == 1.5)
  }

  @Test("Pinch fails when a finger lifts before it began, or when only one finger ever came down (§4 table)")
  func pinchFailsEarlyLift() {
    let (stage, _, _) = stage(with: PinchGestureRecognizer(), id: "pinch")
    stage.down(150, 150)
    stage.down(250, 150, finger: 1)
    stage.move(255, 150, finger: 1)
    stage.up(255, 150, finger: 1)
    #expect(stage.transitions == ["pinch:failed"])
    #expect(stage.reason(of: "pinch", to: .failed) == .touchesEnded)
    stage.up(150, 150)
    stage.down(150, 150, after: 1)
    stage.up(150, 150)
    #expect(stage.transitions == ["pinch:failed", "pinch:failed"])
    #expect(
      stage.steps.contains(
        .stateChange(
          recognizer: "pinch", from: .possible, to: .failed,
          reason: .touchCountMismatch(count: 1, required: 2))))
  }

  @Test("A synthesized pinch (both fingers moving each frame) recognizes, velocity stays finite (§4 table)")
  func pinchFromGestureStream() {
    let (stage, view, pinch) = stage(with: PinchGestureRecognizer(), id: "pinch")
    let lift = feedUntilLift(
      .pinch(center: CGPoint(x: 200, y: 150), fromDistance: 40, toDistance: 160), to: stage)
    #expect(pinch.state == .changed)
    #expect(pinch.scale > 2 && pinch.scale < 4)
    #expect(pinch.velocity.isFinite && pinch.velocity > 0)
    for event in lift { stage.synthesizer.send(event) }
    #expect(stage.transitions.first == "pinch:began")
    #expect(stage.transitions.last == "pinch:ended")
    #expect(view.methods.first == .touchesBegan)
    #expect(view.methods.last == .touchesCancelled)
    #expect(!view.methods.contains(.touchesEnded))
  }

  // MARK: Rotation

  /// Finger 1's position at `degrees` on a circle of radius 100 around finger 0 at (200, 150).
  private func around(_ degrees: CGFloat) -> (CGFloat, CGFloat) {
    let radians = degrees * .pi / 180
    return (200 + 100 * cos(radians), 150 + 100 * sin(radians))
  }

  /// Presses finger 0 at (200, 150) and finger 1 at 0°, then turns finger 1 in 10° steps
  /// 0.1 s apart, to `degrees`.
  private func turn(_ stage: Stage, to degrees: CGFloat) {
    stage.down(200, 150)
    let (x, y) = around(0)
    stage.down(x, y, finger: 1)
    let step: CGFloat = degrees > 0 ? 10 : -10
    for angle in stride(from: step, through: degrees, by: step) {
      let (x, y) = around(angle)
      stage.move(x, y, finger: 1, after: 0.1)
    }
  }

  @Test("Rotation defaults: continuous, rotation 0, velocity 0; UNSOURCED begin threshold named (§4 table)")
  func rotationDefaults() {
    let rotation = RotationGestureRecognizer()
    #expect(rotation.isContinuous)
    #expect(rotation.rotation == 0)
    #expect(rotation.velocity == 0)
    #expect(abs(RotationGestureRecognizer.beginThreshold - .pi / 36) < 1e-12)
  }

  @Test("Rotation ≈ π/2 after a quarter turn past where it began; positive clockwise with y down (§4 table)")
  func rotationQuarterTurn() throws {
    let (stage, _, rotation) = stage(with: RotationGestureRecognizer(), id: "rotation")
    turn(stage, to: 100)
    #expect(rotation.state == .changed)
    #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
    #expect(abs(rotation.velocity - (.pi / 18) / 0.1) < 1e-6)
    let reason = try #require(stage.reason(of: "rotation", to: .began))
    guard case .thresholdReached(let value, let threshold) = reason else {
      Issue.record("expected thresholdReached, got \(reason)")
      return
    }
    #expect(abs(value - .pi / 18) < 1e-9)
    #expect(threshold == RotationGestureRecognizer.beginThreshold)
  }

  @Test("Rotation counter-clockwise is negative; turning past half a turn does not wrap (§4 table)")
  func rotationSignAndUnwrap() {
    let (stage, _, rotation) = stage(with: RotationGestureRecognizer(), id: "rotation")
    turn(stage, to: -100)
    #expect(abs(rotation.rotation + .pi / 2) < 1e-9)
    let (stage2, _, rotation2) = self.stage(with: RotationGestureRecognizer(), id: "rotation")
    turn(stage2, to: 280)
    #expect(abs(rotation2.rotation - 3 * .pi / 2) < 1e-9)
  }

  @Test("Rotation ends when a finger lifts, fails when one lifts before it began (§4 table)")
  func rotationLifecycle() {
    let (stage, _, _) = stage(with: RotationGestureRecognizer(), id: "rotation")
    turn(stage, to: 30)
    stage.up(200, 150)
    #expect(
      stage.transitions == ["rotation:began", "rotation:changed", "rotation:changed", "rotation:ended"])
    let (x, y) = around(30)
    stage.up(x, y, finger: 1)
    stage.down(200, 150, after: 1)
    stage.down(300, 150, finger: 1)
    stage.up(300, 150, finger: 1)
    #expect(stage.transitions.last == "rotation:failed")
    #expect(stage.reason(of: "rotation", to: .failed) == .touchesEnded)
  }

  @Test(
    "A synthesized 90° rotation recognizes and reads nearly π/2, less the turn before it began (§4 table)")
  func rotationFromGestureStream() {
    let (stage, _, rotation) = stage(with: RotationGestureRecognizer(), id: "rotation")
    _ = feedUntilLift(.rotate(center: CGPoint(x: 200, y: 150), radius: 50, degrees: 90), to: stage)
    #expect(rotation.state == .changed)
    #expect(
      rotation.rotation < .pi / 2
        && rotation.rotation > .pi / 2 - 2 * RotationGestureRecognizer.beginThreshold)
    #expect(rotation.velocity > 0 && rotation.velocity.isFinite)
  }
}
