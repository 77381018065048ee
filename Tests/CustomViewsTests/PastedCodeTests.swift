import Foundation
import Testing
import UIKit

/// The iOS code in PastedCode.swift compiles unchanged and behaves as it does on iOS.
@Suite("Pasted iOS code")
struct PastedCodeTests {
  @Test("§1 point(inside:) override: the card claims its close button's corner outside its bounds")
  func dismissibleCardTakesItsCloseButton() {
    let screen = Screen()
    let card = screen.add(
      DismissibleCardView(frame: CGRect(x: 100, y: 100, width: 200, height: 120)), id: "card")
    card.closeButton.id = "close"
    // The button spans (285, 85)–(315, 115) on screen: half of it sticks out of the card.
    #expect(screen.hit(310, 90) === card.closeButton)
    #expect(screen.hit(290, 110) === card.closeButton)
    // The content view does not take touches, so the card itself gets the rest.
    #expect(screen.hit(150, 150) === card)
    #expect(screen.hit(320, 90)?.id == "window")
  }

  @Test("§1 skip rules in pasted code: a hidden close button gives its corner back")
  func hiddenCloseButton() {
    let screen = Screen()
    let card = screen.add(
      DismissibleCardView(frame: CGRect(x: 100, y: 100, width: 200, height: 120)), id: "card")
    card.closeButton.isHidden = true
    #expect(screen.hit(310, 90)?.id == "window")
  }

  @Test("UIView() is UIKit's init(frame: .zero), and runs a subclass's override of init(frame:)")
  func plainInitializer() {
    let card = DismissibleCardView()
    #expect(card.frame == .zero)
    #expect(card.subviews.count == 2)
    #expect(card.closeButton.superview === card)
  }

  @Test("§1 a transformed view: the rotated knob's ring is hit, its hole lets the touch through")
  func rotatedKnob() {
    let screen = Screen()
    screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), id: "background")
    let knob = screen.add(KnobView(frame: CGRect(x: 100, y: 100, width: 100, height: 100)), id: "knob")
    #expect(knob.transform == CGAffineTransform(rotationAngle: .pi / 4))
    #expect(screen.hit(150, 150)?.id == "background")  // the hole, in the middle
    #expect(screen.hit(150, 95) === knob)  // the ring: rotated 45°, its corner reaches up to y ≈ 79
    #expect(screen.hit(150, 82) === knob)
    #expect(screen.hit(105, 105)?.id == "background")  // the unrotated corner: outside the diamond
  }

  @Test("§8 #5 a hitTest override using superview and subviews forwards to the sibling beneath")
  func coachMarkForwardsToSiblings() {
    let screen = Screen()
    let button = screen.add(UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44)), id: "button")
    let overlay = screen.add(
      CoachMarkOverlay(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), id: "overlay")
    let gotIt = add(UIButton(frame: CGRect(x: 100, y: 700, width: 190, height: 44)), id: "gotIt", to: overlay)
    #expect(screen.hit(50, 40) === button)
    #expect(screen.hit(150, 720) === gotIt)
    #expect(screen.hit(300, 400)?.id == "window")
  }

  @Test("§4 a UITapGestureRecognizer subclass overriding touchesBegan recognizes at touch down")
  func touchDownRecognizer() throws {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), id: "pad")
    let recognizer = TouchDownGestureRecognizer()
    view.addGestureRecognizer(recognizer)
    let synthesizer = TouchSynthesizer(application: screen.application)
    let down = try #require(
      Gesture.hold(CGPoint(x: 30, y: 40), duration: 1).pointerEvents(startingAt: 0).first)
    synthesizer.send(down)
    #expect(recognizer.state == .recognized)
    #expect(recognizer.touchDownLocation == CGPoint(x: 30, y: 40))
  }

  @Test("§4 the contrast: UIKit's own UITapGestureRecognizer is still possible at touch down")
  func plainTapWaitsForTheRelease() throws {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), id: "pad")
    let recognizer = UITapGestureRecognizer()
    view.addGestureRecognizer(recognizer)
    let synthesizer = TouchSynthesizer(application: screen.application)
    let down = try #require(
      Gesture.hold(CGPoint(x: 30, y: 40), duration: 1).pointerEvents(startingAt: 0).first)
    synthesizer.send(down)
    #expect(recognizer.state == .possible)
  }
}
