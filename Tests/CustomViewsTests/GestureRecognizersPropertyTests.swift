import Foundation
import Testing
import TouchKit
import TouchLayout
import UIKit

/// `UIView.gestureRecognizers` has UIKit's type, `[UIGestureRecognizer]?` with a setter, so the
/// lines real files write compile and do what they do on iOS (issue 36, fifth real-files check).
@Suite("UIView.gestureRecognizers, UIKit's shape")
struct GestureRecognizersPropertyTests {
  @Test(
    "nil until a recognizer is attached, then the attached ones, an empty array once removed (UIView.gestureRecognizers documentation)"
  )
  func nilThenEmpty() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.gestureRecognizers == nil)
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers?.count == 1)
    #expect(view.gestureRecognizers?.first === tap)
    view.gestureRecognizers?.forEach { view.removeGestureRecognizer($0) }
    #expect(view.gestureRecognizers?.isEmpty == true)
    #expect(tap.view == nil)
  }

  @Test(
    "Setting the array replaces the view's recognizers: the old ones leave, the new ones move here in order")
  func setReplaces() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let old = UITapGestureRecognizer(target: nil, action: nil)
    view.addGestureRecognizer(old)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    other.addGestureRecognizer(press)
    view.gestureRecognizers = [pan, press]
    #expect(
      view.gestureRecognizers?.map { ObjectIdentifier($0) } == [pan, press].map { ObjectIdentifier($0) })
    #expect(old.view == nil)
    #expect(press.view === view)
    #expect(other.gestureRecognizers?.isEmpty == true)
    view.gestureRecognizers = nil
    #expect(view.gestureRecognizers == nil)
    #expect(pan.view == nil && press.view == nil)
  }

  @Test("§3: a recognizer set through the property takes the touches of its view")
  func setRecognizerRecognizes() {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "v")
    let recognizer = SeeingTap(target: nil, action: nil)
    view.gestureRecognizers = [recognizer]
    let synthesizer = TouchSynthesizer(application: screen.application)
    for pointer in Gesture.pointerEvents(for: [.tap(CGPoint(x: 50, y: 50))]) { synthesizer.send(pointer) }
    synthesizer.runUntilIdle()
    #expect(recognizer.touchesSeen == 1)
  }
}

/// A tap recognizer that counts the touches it is given.
private final class SeeingTap: UITapGestureRecognizer {
  var touchesSeen = 0

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    touchesSeen += touches.count
    super.touchesBegan(touches, with: event)
  }
}
