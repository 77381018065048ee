import Foundation
import Testing

@testable import TouchKit

/// Reference §4 table, row "Swipe": discrete; direction .right, touches 1; the distance, time
/// and angle thresholds are UNSOURCED tunables.
@Suite("§4 Concrete recognizers: swipe")
struct SwipeTests {
  private func swipeStage(_ direction: SwipeGestureRecognizer.Direction? = nil) -> (
    Stage, RecordingView, SwipeGestureRecognizer
  ) {
    let stage = Stage()
    let view = stage.add(RecordingView(id: "v", frame: rect(0, 0, 400, 300)))
    let swipe = stage.attach(SwipeGestureRecognizer(), to: view, id: "swipe")
    if let direction { swipe.direction = direction }
    return (stage, view, swipe)
  }

  /// Moves finger 0 from (200, 150) by (dx, dy) in 10 even steps over `duration`, then lifts.
  private func stroke(_ stage: Stage, dx: CGFloat, dy: CGFloat, duration: TimeInterval = 0.15) {
    stage.down(200, 150)
    for step in 1...10 {
      let fraction = CGFloat(step) / 10
      stage.move(200 + dx * fraction, 150 + dy * fraction, after: duration / 10)
    }
    stage.up(200 + dx, 150 + dy, after: 0.01)
    stage.settle()
  }

  @Test(
    "Defaults equal UIKit's: direction .right, 1 touch, discrete; Direction raw values 1, 2, 4, 8 (§4 table)")
  func defaults() {
    let swipe = SwipeGestureRecognizer()
    #expect(swipe.direction == .right)
    #expect(swipe.numberOfTouchesRequired == 1)
    #expect(!swipe.isContinuous)
    let raw = [SwipeGestureRecognizer.Direction.right, .left, .up, .down].map(\.rawValue)
    #expect(raw == [1, 2, 4, 8])
  }

  @Test(
    "UNSOURCED limits: minimum distance above the pan's 10 pt hysteresis, so pan begins first (§4, §8 #12)")
  func unsourcedLimits() {
    #expect(SwipeGestureRecognizer.minimumDistance > 10)
    #expect(SwipeGestureRecognizer.maximumDuration > 0)
    #expect(SwipeGestureRecognizer.maximumAngle > 0 && SwipeGestureRecognizer.maximumAngle < .pi / 4)
  }

  @Test("Default direction: a swipe right is recognized while the finger moves, before it lifts (§4 table)")
  func recognizesRightOnMove() throws {
    let (stage, view, _) = swipeStage()
    stroke(stage, dx: 100, dy: 0)
    #expect(stage.transitions == ["swipe:ended"])
    #expect(stage.reason(of: "swipe", to: .recognized) == .swiped(direction: "right", distance: 50))
    let recognized = try #require(stage.change(of: "swipe", to: .recognized))
    #expect(abs(recognized.time - 0.075) < 1e-9)
    #expect(
      view.methods == [
        .touchesBegan, .touchesMoved, .touchesMoved, .touchesMoved, .touchesMoved, .touchesCancelled,
      ])
  }

  @Test("Default direction: a swipe left fails, naming the direction it went (§4 table)")
  func failsLeftByDefault() throws {
    let (stage, _, _) = swipeStage()
    stroke(stage, dx: -100, dy: 0)
    #expect(stage.transitions == ["swipe:failed"])
    let reason = try #require(stage.reason(of: "swipe", to: .failed))
    #expect(reason == .notASwipe(detail: "moved left 50 pt; direction is right"))
  }

  @Test(
    "A direction set is honoured: [.left, .up] recognizes left and up, not down (§4 table)",
    arguments: [(CGFloat(-100), CGFloat(0), "left"), (0, -100, "up"), (0, 100, nil)])
  func directionSet(dx: CGFloat, dy: CGFloat, recognized: String?) {
    let (stage, _, _) = swipeStage([.left, .up])
    stroke(stage, dx: dx, dy: dy)
    if let recognized {
      #expect(stage.reason(of: "swipe", to: .recognized) == .swiped(direction: recognized, distance: 50))
    } else {
      #expect(stage.transitions == ["swipe:failed"])
    }
  }

  @Test("Too slow: not far enough within the UNSOURCED maximum duration fails at that time (§4 table)")
  func failsTooSlow() throws {
    let (stage, _, _) = swipeStage()
    stroke(stage, dx: 100, dy: 0, duration: 2)
    #expect(stage.transitions == ["swipe:failed"])
    let failed = try #require(stage.change(of: "swipe", to: .failed))
    #expect(abs(failed.time - SwipeGestureRecognizer.maximumDuration) < 1e-9)
    #expect(stage.steps.contains(.timerFired(owner: "swipe", purpose: "maximumDuration")))
  }

  @Test("Lifted short of the UNSOURCED minimum distance: fails at the lift (§4 table)")
  func failsTooShort() throws {
    let (stage, _, _) = swipeStage()
    stroke(stage, dx: 30, dy: 0)
    #expect(stage.transitions == ["swipe:failed"])
    let reason = try #require(stage.reason(of: "swipe", to: .failed))
    #expect(
      reason == .notASwipe(detail: "lifted after 30 pt, short of the 50 pt minimumDistance (UNSOURCED)"))
  }

  @Test("Too far off the axis (45°, above the UNSOURCED 30°): fails (§4 table)")
  func failsDiagonal() throws {
    let (stage, _, _) = swipeStage([.right, .down])
    stroke(stage, dx: 100, dy: 100)
    #expect(stage.transitions == ["swipe:failed"])
    let reason = try #require(stage.reason(of: "swipe", to: .failed))
    #expect(
      reason == .notASwipe(detail: "45° off the right axis, more than the 30° maximumAngle (UNSOURCED)"))
  }

  @Test("location(in:) is where the swipe began, as UIKit documents (§4 table)")
  func locationIsStart() {
    let (stage, view, swipe) = swipeStage()
    stage.down(200, 150)
    stage.move(230, 150)
    #expect(swipe.location(in: view) == CGPoint(x: 200, y: 150))
    stage.move(260, 150)
    #expect(swipe.state == .recognized)
    #expect(swipe.location(in: view) == CGPoint(x: 200, y: 150))
  }

  @Test("numberOfTouchesRequired 2: two fingers swiping together recognize; one finger does not (§4 table)")
  func twoFingers() {
    let (stage, _, swipe) = swipeStage()
    swipe.numberOfTouchesRequired = 2
    stroke(stage, dx: 100, dy: 0)
    #expect(stage.transitions == ["swipe:failed"])
    #expect(stage.reason(of: "swipe", to: .failed) == .touchCountMismatch(count: 1, required: 2))
    stage.down(200, 100, after: 1)
    stage.down(200, 200, finger: 1)
    for x in stride(from: CGFloat(220), through: 280, by: 20) {
      stage.move(x, 100)
      stage.move(x, 200, finger: 1, after: 0)
    }
    #expect(stage.transitions.last == "swipe:ended")
  }

  @Test(
    "Pan + swipe on one view: the swipe never fires; the pan begins at 10 pt and prevents it (§4, §8 #12)")
  func panBeatsSwipe() {
    let (stage, view, _) = swipeStage()
    stage.attach(PanGestureRecognizer(), to: view, id: "pan")
    stroke(stage, dx: 100, dy: 0)
    #expect(stage.transitions.prefix(2) == ["pan:began", "swipe:failed"])
    #expect(stage.reason(of: "swipe", to: .failed) == .preventedBy(other: "pan"))
    #expect(stage.change(of: "swipe", to: .recognized) == nil)
    #expect(stage.transitions.last == "pan:ended")
  }
}
