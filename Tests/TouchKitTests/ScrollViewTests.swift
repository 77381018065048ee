import Foundation
import Testing

@testable import TouchKit

/// Reference §7, "UIScrollView", and the scroll-view scenarios of §8.
@Suite("§7 UIScrollView")
struct ScrollViewTests {
  /// A 200×200 scroll view `list` with 600 points of content height and a button `b` at
  /// (10, 10, 100, 40) in the content.
  final class Setup {
    let stage = Stage()
    let scrollView = ScrollView(id: "list", frame: rect(0, 0, 200, 200))
    let button = Button(id: "b", frame: rect(10, 10, 100, 40))

    init() {
      scrollView.contentSize = CGSize(width: 200, height: 600)
      stage.add(scrollView)
      stage.add(button, to: scrollView)
    }

    func highlightTimes() -> [TimeInterval] {
      stage.trace.records.compactMap { record in
        if case .controlHighlight("b", true) = record.step { record.time } else { nil }
      }
    }
    var events: [String] {
      stage.steps.flatMap { step -> [String] in
        if case .controlEvents("b", let events) = step { events } else { [] }
      }
    }
  }

  @Test("contentOffset is bounds.origin, so the content hit-tests where it is drawn (§7)")
  func contentOffsetIsBoundsOrigin() {
    let setup = Setup()
    setup.scrollView.contentOffset = CGPoint(x: 0, y: 30)
    #expect(setup.scrollView.bounds.origin == CGPoint(x: 0, y: 30))
    #expect(setup.scrollView.clipsToBounds)
    setup.stage.tap(20, 15)
    #expect(setup.stage.hitView(ofTouch: 1) == "b")
    setup.stage.tap(20, 25, after: 1)
    #expect(setup.stage.hitView(ofTouch: 2) == "list")
  }

  @Test("Dragging scrolls through the pan recognizer; the offset follows the finger within the content (§7)")
  func dragScrolls() {
    let setup = Setup()
    setup.stage.down(150, 150)
    setup.stage.move(150, 130)
    setup.stage.move(150, 100)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 50))
    setup.stage.move(150, -900)
    setup.stage.up(150, -900)
    #expect(setup.scrollView.contentOffset == CGPoint(x: 0, y: 400))
    #expect(setup.stage.steps.contains(.actionSent(action: "handlePan:", sender: "list.pan", target: "list")))
  }

  @Test("delaysContentTouches: a button in a scroll view highlights 150 ms late (§7, §8 #9)")
  func buttonHighlightsLate() {
    let setup = Setup()
    setup.stage.down(20, 20)
    #expect(!setup.button.isHighlighted)
    setup.stage.synthesizer.advance(to: 0.2)
    #expect(setup.button.isHighlighted)
    #expect(setup.highlightTimes().map { ($0 * 1000).rounded() } == [150])
  }

  @Test("A quick tap on a button in a scroll view still fires: touchesBegan goes on lift (§7)")
  func quickTapStillFires() {
    let setup = Setup()
    setup.stage.tap(20, 20)
    #expect(setup.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
  }

  @Test("A drag that starts on a button within 150 ms scrolls; the button never sees the touch (§7)")
  func earlyDragScrolls() {
    let setup = Setup()
    setup.stage.down(20, 40)
    setup.stage.move(20, 25)
    setup.stage.up(20, 25)
    #expect(setup.scrollView.contentOffset.y == 15)
    #expect(setup.events.isEmpty)
    #expect(
      setup.stage.steps.contains(
        .discardDelayed(recognizer: "list.pan", view: "b", method: .touchesBegan, touches: [1])))
  }

  @Test(
    "delaysContentTouches false: a drag from a button does not scroll, touchesShouldCancel is false for controls (§7, §8 #10)"
  )
  func noDelayNoScrollFromButton() {
    let setup = Setup()
    setup.scrollView.delaysContentTouches = false
    setup.stage.down(20, 40)
    #expect(setup.button.isHighlighted)
    setup.stage.move(20, 25)
    setup.stage.up(20, 25)
    #expect(setup.scrollView.contentOffset.y == 0)
    #expect(
      setup.stage.steps.contains(
        .scrollViewAsk(scrollView: "list", question: .touchesShouldCancel, view: "b", answer: false)))
    #expect(setup.stage.transitions.contains("list.pan:failed"))
  }

  @Test(
    "touchesShouldCancel(in:) true for controls: the drag scrolls and the button gets touchCancel (§7, §8 #10 fix)"
  )
  func cancellableControls() {
    final class Eager: ScrollView {
      override func touchesShouldCancel(in view: View) -> Bool { true }
    }
    let stage = Stage()
    let scrollView = stage.add(Eager(id: "list", frame: rect(0, 0, 200, 200)))
    scrollView.contentSize = CGSize(width: 200, height: 600)
    scrollView.delaysContentTouches = false
    stage.add(Button(id: "b", frame: rect(10, 10, 100, 40)), to: scrollView)
    stage.down(20, 40)
    stage.move(20, 25)
    stage.up(20, 25)
    #expect(scrollView.contentOffset.y == 15)
    #expect(stage.steps.contains(.controlEvents(control: "b", events: ["touchCancel"])))
  }

  @Test("canCancelContentTouches false: once content tracks the touch, dragging does not scroll (§7)")
  func cannotCancelContent() {
    let stage = Stage()
    let scrollView = stage.add(ScrollView(id: "list", frame: rect(0, 0, 200, 200)))
    scrollView.contentSize = CGSize(width: 200, height: 600)
    scrollView.delaysContentTouches = false
    scrollView.canCancelContentTouches = false
    let content = stage.add(RecordingView(id: "row", frame: rect(0, 0, 200, 50)), to: scrollView)
    stage.down(20, 40)
    stage.move(20, 20)
    stage.up(20, 20)
    #expect(scrollView.contentOffset.y == 0)
    #expect(content.methods == [.touchesBegan, .touchesMoved, .touchesEnded])
  }

  @Test("touchesShouldBegin false: the content does not get the touch (§7)")
  func touchesShouldBeginFalse() {
    final class Refusing: ScrollView {
      override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
        false
      }
    }
    let stage = Stage()
    let scrollView = stage.add(Refusing(id: "list", frame: rect(0, 0, 200, 200)))
    let content = stage.add(RecordingView(id: "row", frame: rect(0, 0, 200, 50)), to: scrollView)
    stage.tap(20, 20)
    stage.settle()
    #expect(content.methods.isEmpty)
    #expect(
      stage.steps.contains(
        .withhold(
          view: "row", method: .touchesBegan, touch: 1, reason: .scrollViewDeclined(scrollView: "list"))))
  }

  @Test("Content that fits does not scroll: the pan may not begin (§7 [I])")
  func contentThatFits() {
    let stage = Stage()
    let scrollView = stage.add(ScrollView(id: "list", frame: rect(0, 0, 200, 200)))
    scrollView.contentSize = CGSize(width: 200, height: 100)
    stage.down(50, 150)
    stage.move(50, 100)
    stage.up(50, 100)
    #expect(scrollView.contentOffset == .zero)
    #expect(stage.transitions.contains("list.pan:failed"))
  }

  @Test(
    "alwaysBounceVertical with bounces: content that fits still takes the drag: the pan begins (Apple, UIScrollView.alwaysBounceVertical)"
  )
  func alwaysBounceLetsTheDragBegin() {
    let stage = Stage()
    let scrollView = stage.add(ScrollView(id: "list", frame: rect(0, 0, 200, 200)))
    scrollView.contentSize = CGSize(width: 200, height: 100)
    scrollView.alwaysBounceVertical = true
    #expect(scrollView.allowsDragging)
    stage.down(50, 50)
    stage.move(50, 90)
    stage.up(50, 90)
    #expect(stage.transitions.contains("list.pan:began"))
    #expect(
      scrollView.contentOffset == .zero, "TouchLab draws no bounce: the offset stays within the content")
    scrollView.bounces = false
    #expect(!scrollView.allowsDragging, "Apple: only \"if … bounces is true\"")
  }
}
