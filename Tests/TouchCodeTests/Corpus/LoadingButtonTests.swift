import Foundation
import Testing
import TouchKit

/// LoadingButton.swift: the kept-with-a-notice group of UIKit in one real-shaped file (issue 36,
/// item 3), compiled unchanged: Core Animation layers and an animation whose delegate decides
/// when the button takes touches again, a spinner, accessibility, a colour literal.
@Suite("Corpus: LoadingButton")
struct LoadingButtonTests {
  @Test(
    "§1 isUserInteractionEnabled: after a tap the button takes no touch until its pulse's animationDidStop (CAAnimationDelegate)"
  )
  func ignoresTapsWhileThePulseRuns() throws {
    let screen = try Corpus.screen("LoadingButton")
    // The first tap submits; the second, 1 s later, falls in the 1.2 s pulse (0.6 s, reversed)
    // and reaches the screen; the third, after animationDidStop, submits again.
    let steps = screen.run(
      .tap(CGPoint(x: 150, y: 425)), .tap(CGPoint(x: 150, y: 425)), .tap(CGPoint(x: 150, y: 425)))
    #expect(steps.actionNames == ["submitTapped", "submitTapped"])
    #expect(steps.delivered(to: "screen").contains(.touchesBegan))
    #expect(
      steps.printed == [
        "submitting 1", "pulse stopped, finished: true", "submitting 2", "pulse stopped, finished: true",
      ])
    // The delegate's call is traced as the delayed call it is, 1.2 s after the animation was added.
    let stops = steps.compactMap { step -> DelayedCall? in
      guard case .delayedCallFired(let call) = step, call.api == .animationDidStop else { return nil }
      return call
    }
    #expect(stops.count == 2)
    #expect(stops.first?.target == "submit")
  }

  @Test("§1 hidesWhenStopped: the stopped spinner at the centre is hidden, so the centre hits the button")
  func stoppedSpinnerLetsTheCentreThrough() throws {
    let screen = try Corpus.screen("LoadingButton")
    let button = try #require(screen.view("submit"))
    let spinner = try #require(screen.views(ofClass: "ActivityIndicatorView", in: button).first)
    #expect(spinner.isHidden)
    #expect(screen.hit(195, 425) === button)
    screen.tap(195, 425)
    #expect(spinner.isHidden, "stopped again by animationDidStop")
    #expect(screen.hit(195, 425) === button)
  }

  @Test("The layer is what the file built: a gradient sublayer, the pulse kept under its key until it ends")
  func layersAreKept() throws {
    let screen = try Corpus.screen("LoadingButton")
    let button = try #require(screen.view("submit"))
    let gradient = try #require(button.layer.sublayers?.first as? GradientLayer)
    #expect(gradient.colors?.count == 2)
    #expect(gradient.startPoint == CGPoint(x: 0, y: 0.5))
    #expect(button.layer.animationKeys() == nil)
    #expect(button.accessibilityTraits == .button)
    #expect(button.accessibilityHint == "Sends the form")
  }

  @Test("Each kept API is noticed once, in the trace: sublayers, animations, accessibility")
  func noticesOnce() throws {
    let screen = try Corpus.screen("LoadingButton")
    let steps = screen.tap(195, 425)
    let notices = (screen.layout.application.notices.notices).map(\.api)
    #expect(notices.contains("CALayer sublayers"))
    #expect(notices.contains("CAAnimation"))
    #expect(notices.contains("accessibility"))
    #expect(Set(notices).count == notices.count)
    _ = steps
  }
}
