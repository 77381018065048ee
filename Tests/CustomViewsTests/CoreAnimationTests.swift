import Foundation
import Testing
import UIKit

/// A gradient view, as apps write it: its layer is a `CAGradientLayer`.
private final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }

  var gradientLayer: CAGradientLayer {
    // swift-format-ignore: NeverForceUnwrap
    layer as! CAGradientLayer  // The idiom real gradient views use: iOS guarantees the class.
  }
}

/// A delegate that records what Core Animation tells it.
private final class AnimationLog: CAAnimationDelegate {
  var calls: [String] = []
  func animationDidStart(_ animation: CAAnimation) { calls.append("start") }
  func animationDidStop(_ animation: CAAnimation, finished flag: Bool) { calls.append("stop \(flag)") }
}

/// Issue 36, item 3: Core Animation compiles and is kept; where it meets touches it is the view.
@Suite("Core Animation, kept")
struct CoreAnimationTests {
  @Test(
    "UIView.layerClass: the view's layer is made of the class it names (UIView documentation, layerClass)")
  func layerClassMakesTheLayer() {
    let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    #expect(view.layer is CAGradientLayer)
    #expect(view.gradientLayer.colors?.count == 2)
    #expect(UIView().layer is CAGradientLayer == false)
    #expect(view.layer.delegate === view)
  }

  @Test("Sublayers: added, inserted below and above, replaced and removed, as CALayer keeps them")
  func sublayerTree() {
    let host = CALayer()
    let (a, b, c, d) = (CALayer(), CAShapeLayer(), CATextLayer(), CALayer())
    host.addSublayer(a)
    host.insertSublayer(b, below: a)
    host.insertSublayer(c, above: a)
    #expect(host.sublayers?.map { ObjectIdentifier($0) } == [b, a, c].map { ObjectIdentifier($0) })
    #expect(a.superlayer === host)
    host.replaceSublayer(a, with: d)
    #expect(a.superlayer == nil)
    #expect(host.sublayers?.count == 3)
    let other = CALayer()
    other.addSublayer(d)  // moves it
    #expect(host.sublayers?.count == 2)
    host.sublayers?.forEach { $0.removeFromSuperlayer() }
    #expect(host.sublayers == nil)
  }

  @Test("§1: an affine layer.transform is the view's transform, so it moves where the view is hit")
  func affineLayerTransformMovesTheHitArea() {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50)), id: "box")
    view.layer.transform = CATransform3DMakeTranslation(100, 0, 0)
    #expect(view.transform == CGAffineTransform(translationX: 100, y: 0))
    #expect(screen.hit(225, 125)?.id == "box")
    #expect(screen.hit(125, 125)?.id == "window")
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeScale(2, 2, 1)))
  }

  @Test("A transform with perspective is kept, not applied, and noticed once")
  func perspectiveIsKept() {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), id: "card")
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let turned = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
    view.layer.transform = turned
    #expect(view.layer.transform == turned)
    #expect(!CATransform3DIsAffine(turned))
    #expect(view.transform == .identity)
    #expect(screen.hit(25, 25)?.id == "card")
    #expect(screen.application.notices.notices.map(\.api) == ["3D layer transform"])
  }

  @Test("CATransform3D follows Core Animation's conventions: rotation about z is CGAffineTransform's")
  func transformMath() {
    let rotation = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    let affine = CGAffineTransform(rotationAngle: .pi / 6)
    #expect(abs(CATransform3DGetAffineTransform(rotation).b - affine.b) < 1e-12)
    #expect(abs(CATransform3DGetAffineTransform(rotation).c - affine.c) < 1e-12)
    let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    // The translation first, then the scale (as CGAffineTransform's translatedBy).
    #expect(
      CATransform3DGetAffineTransform(moved) == CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0))
    let product = CATransform3DConcat(moved, CATransform3DInvert(moved))
    #expect(abs(product.m41) < 1e-12 && abs(product.m11 - 1) < 1e-12)
    #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
  }

  @Test(
    "CAAnimationDelegate: told at the start and, on the application's clock, at the end; removal stops it unfinished"
  )
  func delegateTimes() {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), id: "pulse")
    let log = AnimationLog()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.5
    fade.repeatCount = 2
    fade.delegate = log
    view.layer.add(fade, forKey: "fade")
    #expect(view.alpha == 1, "an explicit animation leaves the model value: the view is hit as before")
    #expect(view.layer.animationKeys() == ["fade"])
    screen.application.scheduler.advance(to: 0.9)
    #expect(log.calls == ["start"])
    screen.application.scheduler.advance(to: 1.0)
    #expect(log.calls == ["start", "stop true"])
    #expect(view.layer.animation(forKey: "fade") == nil, "removed on completion")
    let second = AnimationLog()
    let spin = CABasicAnimation(keyPath: "transform.rotation")
    spin.repeatCount = .infinity
    spin.delegate = second
    view.layer.add(spin, forKey: "spin")
    view.layer.removeAllAnimations()
    #expect(second.calls == ["stop false"])
  }

  @Test("CATransaction's completion block runs when its animations would have ended")
  func transactionCompletion() {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), id: "box")
    var done: [TimeInterval] = []
    CATransaction.begin()
    CATransaction.setCompletionBlock { done.append(screen.application.scheduler.now) }
    let move = CABasicAnimation(keyPath: "position")
    move.duration = 0.3
    view.layer.add(move, forKey: nil)
    CATransaction.commit()
    screen.application.scheduler.runUntilIdle()
    #expect(done.count == 1)
    #expect(abs((done.first ?? 0) - 0.3) < 1e-9)
  }

  @Test(
    "CALayerDelegate: a view is its layer's delegate; another delegate is kept; drawing through it is noticed once (CALayerDelegate documentation)"
  )
  func layerDelegate() {
    let screen = Screen()
    let view = screen.add(LayerDrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), id: "dial")
    #expect(view.layer.delegate === view)
    let needle = CAShapeLayer()
    let drawer = NeedleDrawer()
    needle.delegate = drawer
    view.layer.addSublayer(needle)
    #expect(needle.delegate === drawer)
    #expect(screen.hit(25, 25)?.id == "dial", "a layer takes no touches: its view does")
    #expect(screen.application.notices.notices.map(\.api).filter { $0 == "CALayerDelegate" }.count == 1)
    #expect(drawer.drawn == 0, "TouchLab draws no layer")
  }
}

/// A dial that draws its face through CALayerDelegate, as older view code does.
private final class LayerDrawingView: UIView {
  override func draw(_ layer: CALayer, in ctx: CGContext) {}
}

/// An object drawing a sublayer for its view (`needle.delegate = self`).
private final class NeedleDrawer: CALayerDelegate {
  var drawn = 0
  func draw(_ layer: CALayer, in ctx: CGContext) { drawn += 1 }
}
