import Foundation
import Testing
import TouchKit
import UIKit

// Shapes taken from issue 36's real-files check (public iOS files compiled unchanged): each
// class below is written as the real file wrote it, and failed to compile before.

/// A range slider's thumb, as real sliders write it: it keeps its layers in step with its
/// frame, and lays its own sublayers out.
private final class FrameWatchingSlider: UIControl {
  var frames: [CGRect] = []
  var sublayerLayouts = 0
  let track = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(track)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var frame: CGRect {
    didSet { frames.append(frame) }
  }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    if layer === self.layer {
      sublayerLayouts += 1
      track.frame = bounds.insetBy(dx: 10, dy: 10)
    }
  }
}

/// A switch that animates its own parts, as a "paper" switch does.
private final class AnimatedSwitch: UISwitch {
  var calls: [Bool] = []
  override func setOn(_ on: Bool, animated: Bool) {
    super.setOn(on, animated: animated)
    calls.append(on)
  }
}

/// A path with its own line width, as a drawing canvas keeps one.
private final class WidePath: UIBezierPath {
  override func stroke() {
    lineWidth = 10
    super.stroke()
  }
}

/// A thumb layer that draws itself, as a slider's does.
private final class ThumbLayer: CALayer {
  override func draw(in ctx: CGContext) {}
  override func layoutSublayers() { super.layoutSublayers() }
}

/// A canvas that tells a pencil from a finger.
private final class Canvas: UIView {
  var types: [UITouch.TouchType] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    types += touches.map(\.type)
  }
}

@Suite("Real files' UIKit surface (issue 36's real-files check)")
struct RealFilesSurfaceTests {
  @Test(
    "UIView.frame is open (UIKit's UIView.h declares it a property of the class): setting it, as a layout does, runs an override"
  )
  func frameOverrideHearsTheEngine() {
    let screen = Screen()
    let slider = screen.add(FrameWatchingSlider(frame: .zero), id: "slider")
    let asUIView: UIView = slider
    asUIView.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
    #expect(slider.frames.last == CGRect(x: 20, y: 100, width: 200, height: 40))
    // Auto Layout places a view by its bounds and center, not its frame (community-observed on
    // iOS: a `frame` override does not hear constraint layout), and so does TouchLab.
    slider.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      slider.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor, constant: 40),
      slider.topAnchor.constraint(equalTo: screen.window.topAnchor, constant: 100),
      slider.widthAnchor.constraint(equalToConstant: 200),
      slider.heightAnchor.constraint(equalToConstant: 40),
    ])
    let heard = slider.frames.count
    screen.window.setNeedsLayout()
    screen.application.layoutIfNeeded()
    #expect(slider.frame.minX == 40)
    #expect(slider.frames.count == heard)
  }

  @Test(
    "UIView.layoutSublayers(of:) runs in the layout pass, after layoutSubviews (CALayer's layoutSublayers asks its delegate)"
  )
  func layoutSublayersOfLayerRuns() {
    let screen = Screen()
    let slider = screen.add(
      FrameWatchingSlider(frame: CGRect(x: 0, y: 0, width: 120, height: 40)), id: "slider")
    screen.application.layoutIfNeeded()
    #expect(slider.sublayerLayouts == 1)
    #expect(slider.track.frame == CGRect(x: 10, y: 10, width: 100, height: 20))
  }

  @Test("UISwitch.setOn(_:animated:), UIBezierPath.stroke() and CALayer.draw(in:) are open, as in UIKit")
  func openMembersOfRealFiles() {
    let toggle = AnimatedSwitch(frame: .zero)
    toggle.setOn(true, animated: true)
    #expect(toggle.calls == [true])
    #expect(toggle.isOn)
    let path = WidePath()
    path.stroke()
    #expect(path.lineWidth == 10)
    _ = ThumbLayer()
  }

  @Test(
    "CAAnimation takes values for arbitrary keys (Core Animation Programming Guide: key-value coding compliant containers)"
  )
  func animationKeyedValues() {
    let group = CAAnimationGroup()
    group.setValue("pulse", forKey: "id")
    let animation: CAAnimation = group
    #expect(animation.value(forKey: "id") as? String == "pulse")
    #expect(animation.value(forKey: "other") == nil)
    #expect(animation.value(forKeyPath: "id") as? String == "pulse")
    group.setValue(nil, forKey: "id")
    #expect(group.value(forKey: "id") == nil)
  }

  @Test("§2: a touch is a finger's, UITouch.TouchType.direct; NSInteger is Int, as on iOS")
  func touchTypeAndIntegerNames() throws {
    let layout = try loadCustomLayout(oneWindow("      - {id: canvas, frame: [0, 0, 390, 844]}\n"))
    let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    canvas.id = "drawn"
    layout.application.windows[0].addSubview(canvas)
    _ = hitViews(of: layout, running: [.tap(CGPoint(x: 50, y: 50))])
    #expect(canvas.types == [.direct])
    #expect(UITouch.TouchType.stylus == .pencil)
    let count: NSInteger = 3
    let unsigned: NSUInteger = 3
    #expect(count == Int(unsigned))
  }

  @Test(
    "UIProgressView keeps its progress pinned to 0...1 (Apple's progress documentation); §1: a touch on it is a view's"
  )
  func progressView() {
    let screen = Screen()
    let bar = screen.add(UIProgressView(progressViewStyle: .bar), id: "bar")
    bar.frame = CGRect(x: 20, y: 100, width: 200, height: 4)
    bar.setProgress(0.4, animated: true)
    #expect(bar.progress == 0.4)
    bar.progress = 1.5
    #expect(bar.progress == 1)
    bar.progress = -2
    #expect(bar.progress == 0)
    #expect(screen.hit(100, 102) === bar)
    #expect(BuiltInClass.all.contains { $0.uikitName == "UIProgressView" })
  }

  @Test("NSString measures as String does, by the text model (UIKit's NSStringDrawing on NSString)")
  func nsStringMeasuring() {
    let font = UIFont.systemFont(ofSize: 17)
    let title = "Continue"
    let attributes: [NSAttributedString.Key: Any] = [.font: font]
    #expect((title as NSString).size(withAttributes: attributes) == title.size(withAttributes: attributes))
    #expect((title as NSString).size(withAttributes: attributes).width > 0)
    (title as NSString).draw(in: .zero, withAttributes: attributes)
  }

  @Test("CALayer.render(in:) draws nothing and says so once, as image contexts do")
  func renderInContextIsNoticed() {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "v")
    screen.application.becomeCurrent()
    #expect(screen.application.notices.notices.isEmpty)
    view.layer.render(in: CGContext())
    #expect(screen.application.notices.notices.map(\.api) == ["image rendering"])
  }
}
