import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// `gestures:` makes the recognizers it describes, and they behave in the engine as the same
/// recognizers made in Swift would: checked by driving touches through the loaded layout.
struct GestureLayoutTests {
  private let card = """
          - id: card
            frame: [0, 0, 200, 200]
            controller: {id: cardVC}
            gestures:
              - id: single
                type: tap
                action: didTap
                target: cardVC
                requireToFail: [double]
              - id: double
                type: tap
                numberOfTapsRequired: 2
                numberOfTouchesRequired: 1
                cancelsTouchesInView: false
                delaysTouchesBegan: true
                delaysTouchesEnded: false
              - id: off
                type: tap
                isEnabled: false

    """

  @Test func recognizersAttachInFileOrderWithUIKitsProperties() throws {
    let layout = try loadLayout(oneWindow(card))
    let view = try #require(layout.view("card"))
    #expect(view.attachedRecognizers.map(\.id) == ["single", "double", "off"])
    #expect(layout.gestureRecognizers.map(\.id) == ["single", "double", "off"])
    let single = try #require(view.attachedRecognizers.first as? TapGestureRecognizer)
    let double = try #require(view.attachedRecognizers[1] as? TapGestureRecognizer)
    #expect(single.numberOfTapsRequired == 1 && double.numberOfTapsRequired == 2)
    // UIKit's defaults where the layout says nothing.
    #expect(single.isEnabled && single.cancelsTouchesInView && !single.delaysTouchesBegan)
    #expect(single.delaysTouchesEnded && single.delegate == nil)
    #expect(!double.cancelsTouchesInView && double.delaysTouchesBegan && !double.delaysTouchesEnded)
    #expect(view.attachedRecognizers.last?.isEnabled == false)
  }

  @Test func everyTypeMakesItsClassWithItsParameters() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - id: card
                frame: [0, 0, 200, 200]
                gestures:
                  - {id: tap, type: tap, numberOfTapsRequired: 3, numberOfTouchesRequired: 2}
                  - id: press
                    type: longPress
                    minimumPressDuration: 1.5
                    allowableMovement: 0
                    numberOfTouchesRequired: 2
                    numberOfTapsRequired: 1
                  - {id: pan, type: pan, minimumNumberOfTouches: 2, maximumNumberOfTouches: 2}
                  - {id: swipe, type: swipe, direction: [left, up], numberOfTouchesRequired: 2}
                  - {id: swipeDown, type: swipe, direction: down}
                  - {id: pinch, type: pinch}
                  - {id: rotation, type: rotation}

        """))
    let recognizers = layout.gestureRecognizers
    let tap = try #require(recognizers[0] as? TapGestureRecognizer)
    #expect(tap.numberOfTapsRequired == 3 && tap.numberOfTouchesRequired == 2)
    let press = try #require(recognizers[1] as? LongPressGestureRecognizer)
    #expect(press.minimumPressDuration == 1.5 && press.allowableMovement == 0)
    #expect(press.numberOfTouchesRequired == 2 && press.numberOfTapsRequired == 1)
    let pan = try #require(recognizers[2] as? PanGestureRecognizer)
    #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 2)
    let swipe = try #require(recognizers[3] as? SwipeGestureRecognizer)
    #expect(swipe.direction == [.left, .up] && swipe.numberOfTouchesRequired == 2)
    #expect((recognizers[4] as? SwipeGestureRecognizer)?.direction == .down)
    #expect(recognizers[5] is PinchGestureRecognizer)
    #expect(recognizers[6] is RotationGestureRecognizer)
  }

  @Test func parametersLeftOutKeepUIKitsDefaults() throws {
    let layout = try loadLayout(
      oneWindow(
        "      - {id: v, frame: [0, 0, 9, 9], gestures: [{id: p, type: longPress}, {id: s, type: swipe}, {id: q, type: pan}]}\n"
      ))
    let press = try #require(layout.gestureRecognizers.first as? LongPressGestureRecognizer)
    #expect(
      press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
    #expect((layout.gestureRecognizers[1] as? SwipeGestureRecognizer)?.direction == .right)
    #expect((layout.gestureRecognizers[2] as? PanGestureRecognizer)?.maximumNumberOfTouches == Int.max)
  }

  @Test func windowsTakeRecognizersToo() throws {
    let layout = try loadLayout("windows: [{id: main, gestures: [{id: anywhere, type: tap}]}]")
    #expect(layout.application.windows.first?.attachedRecognizers.map(\.id) == ["anywhere"])
  }

  // Reference §4, §8 #11: with require(toFail:), the single tap waits for the double to fail.
  @Test func requireToFailMakesTheSingleTapWaitForTheDouble() throws {
    let layout = try loadLayout(oneWindow(card))
    let doubleTap = run(layout, [.multiTap(CGPoint(x: 50, y: 50), count: 2)])
    #expect(doubleTap.finalStates["double"] == .ended)
    #expect(doubleTap.finalStates["single"] == .failed)
    #expect(
      doubleTap.steps.contains(.waitForFailure(recognizer: "single", requested: .ended, other: "double")))
    let singleTap = run(try loadLayout(oneWindow(card)), [.tap(CGPoint(x: 50, y: 50))])
    #expect(singleTap.finalStates["single"] == .ended)
    #expect(singleTap.finalStates["double"] == .failed)
  }

  private let parent = """
          - id: list
            frame: [0, 0, 300, 300]
            gestures:
              - id: dismiss
                type: tap
                shouldReceive: {ignoreTouchesIn: [cell]}
              - id: never
                type: tap
                shouldBegin: false
              - id: alongside
                type: tap
                simultaneousWith: [dismiss, never]
            subviews:
              - id: cell
                frame: [0, 0, 300, 50]
                subviews:
                  - {id: label, class: Label, frame: [10, 10, 100, 20], userInteraction: true}

    """

  @Test func delegateRulesLiveInDelegatesTheLayoutKeeps() throws {
    let layout = try loadLayout(oneWindow(parent))
    #expect(layout.gestureDelegates.count == 3)
    for recognizer in try #require(layout.view("list")).attachedRecognizers {
      let delegate = try #require(recognizer.delegate as? LayoutGestureDelegate)
      #expect(layout.gestureDelegates.contains { $0 === delegate })
    }
    let alongside = try #require(layout.gestureDelegates.last)
    #expect(alongside.simultaneousRecognizers.map(\.id) == ["dismiss", "never"])
    #expect(layout.gestureDelegates.first?.ignoredViews.map(\.id) == ["cell"])
  }

  // Reference §3, §8 #6: shouldReceive false keeps the parent's recognizer off the cell's
  // touches, including touches on views inside the cell.
  @Test func shouldReceiveIgnoresTouchesInTheListedViewsAndInsideThem() throws {
    let inCell = run(try loadLayout(oneWindow(parent)), [.tap(CGPoint(x: 20, y: 20))])
    #expect(
      inCell.steps.contains(
        .ask(recognizer: "dismiss", asked: "delegate", question: .shouldReceive(touch: 1), answer: false)))
    #expect(inCell.finalStates["dismiss"] == nil)
    #expect(inCell.finalStates["alongside"] == .ended)
    let outside = run(try loadLayout(oneWindow(parent)), [.tap(CGPoint(x: 20, y: 200))])
    #expect(outside.finalStates["dismiss"] == .ended)
  }

  // Reference §4: gestureRecognizerShouldBegin false fails the recognizer.
  @Test func shouldBeginFalseFailsTheRecognizer() throws {
    let layout = try loadLayout(
      oneWindow(
        "      - {id: v, frame: [0, 0, 100, 100], gestures: [{id: never, type: tap, shouldBegin: false}]}\n"))
    let trace = run(layout, [.tap(CGPoint(x: 20, y: 20))])
    #expect(trace.finalStates["never"] == .failed)
    #expect(
      trace.steps.contains(
        .ask(recognizer: "never", asked: "delegate", question: .shouldBegin, answer: false)))
  }

  // Reference §4: simultaneous recognition lets two taps on the same touch both recognize;
  // without it the first to recognize fails the other.
  @Test func simultaneousWithLetsBothRecognize() throws {
    let trace = run(try loadLayout(oneWindow(parent)), [.tap(CGPoint(x: 20, y: 200))])
    #expect(trace.finalStates["dismiss"] == .ended && trace.finalStates["alongside"] == .ended)
    #expect(trace.finalStates["never"] == .failed)
  }

  @Test func referencesMayPointForwardInTheFile() throws {
    let layout = try loadLayout(
      oneWindow(
        """
              - {id: a, frame: [0, 0, 10, 10], gestures: [{id: early, type: tap, requireToFail: [late]}]}
              - {id: b, frame: [0, 0, 10, 10], gestures: [{id: late, type: tap}]}

        """))
    #expect(layout.gestureRecognizers.map(\.id) == ["early", "late"])
  }

  /// The steps of a run of `gestures` through `layout`, and each recognizer's last state
  /// other than possible (nil: it never left possible, or never saw a touch).
  private func run(_ layout: Layout, _ gestures: [Gesture]) -> (
    steps: [TraceStep], finalStates: [String: GestureRecognizer.State]
  ) {
    let steps = traceSteps(of: layout, running: gestures)
    var states: [String: GestureRecognizer.State] = [:]
    for case .stateChange(let recognizer, _, let state, _) in steps where state != .possible {
      states[recognizer] = state
    }
    return (steps, states)
  }
}
