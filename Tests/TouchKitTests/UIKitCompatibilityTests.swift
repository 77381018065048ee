import Foundation
import Testing

@testable import TouchKit

/// The UIKit API that code pasted from iOS projects needs beyond the engine's own:
/// `convert(_:from:)` for rectangles, `UIView()`, and identity equality of responders and
/// recognizers (UIKit's are NSObjects).
@Suite("UIKit compatibility")
struct UIKitCompatibilityTests {
  @Test("§1 convert(_:from:) for a rectangle is the inverse of convert(_:to:)")
  func rectConversionRoundTrips() {
    let outer = View(frame: rect(10, 20, 300, 300))
    let inner = View(frame: rect(30, 40, 100, 50))
    outer.addSubview(inner)
    let box = rect(5, 6, 20, 10)
    #expect(outer.convert(box, from: inner) == rect(35, 46, 20, 10))
    #expect(inner.convert(box, from: outer) == rect(-25, -34, 20, 10))
    #expect(inner.convert(inner.convert(box, to: outer), from: outer) == box)
  }

  @Test("§1 convert(_:from:) for a rectangle of a rotated view is the bounding box of its corners")
  func rectConversionOfRotatedView() {
    let outer = View(frame: rect(0, 0, 300, 300))
    let inner = View(frame: rect(100, 100, 100, 100))
    inner.transform = CGAffineTransform(rotationAngle: .pi / 4)
    outer.addSubview(inner)
    let box = outer.convert(inner.bounds, from: inner)
    let half = 50 * 2.0.squareRoot()
    #expect(abs(box.minX - (150 - half)) < 1e-9 && abs(box.width - 2 * half) < 1e-9)
  }

  @Test("View() is init(frame: .zero), and runs a subclass's init(frame:)")
  func plainInitializer() {
    final class Marked: View {
      var madeByFrameInitializer = false
      override init(frame: CGRect) {
        super.init(frame: frame)
        madeByFrameInitializer = true
      }
      required init?(coder: NSCoder) { fatalError("not archived") }
    }
    #expect(View().frame == .zero)
    #expect(Marked().madeByFrameInitializer)
  }

  @Test("Responders and recognizers are equal only to themselves, as NSObjects are")
  func identityEquality() {
    let view = View(frame: rect(0, 0, 10, 10))
    let twin = View(frame: rect(0, 0, 10, 10))
    #expect(view == view)
    #expect(view != twin)
    #expect(Set<View>([view, view, twin]).count == 2)
    let optional: View? = view
    #expect(optional == view)
    let tap = TapGestureRecognizer()
    #expect(tap == tap)
    #expect(tap != TapGestureRecognizer())
  }
}
