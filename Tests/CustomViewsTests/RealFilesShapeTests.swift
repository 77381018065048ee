import Foundation
import Testing
import TouchKit
import UIKit

// Shapes from issue 36's fourth real-files check (/work/real4 is outside the tree; docs/code.md's
// "Real files" section has the figure): each class is written as the real file wrote it, and
// did not compile before.

/// A slider with a thin track in the top 20 pt of its bounds, as custom sliders write it.
private final class TopTrackSlider: UISlider {
  override func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(origin: bounds.origin, size: CGSize(width: bounds.size.width, height: 20.0))
  }
}

/// An inset label: it draws its text in a smaller rectangle and reports a larger size.
private final class InsetLabel: UILabel {
  var insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
  var drawnIn: CGRect?

  override func drawText(in rect: CGRect) {
    drawnIn = rect.inset(by: insets)
    super.drawText(in: rect.inset(by: insets))
  }

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var font: UIFont! {
    didSet { restyled += 1 }
  }
  var restyled = 0
}

/// An image view made from its image, which turns on its own interaction.
private final class TapImageView: UIImageView {
  override init(image: UIImage?) {
    super.init(image: image)
    isUserInteractionEnabled = true
  }

  required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
}

/// A gradient view that narrows `layer`'s type, as iOS code does.
private final class NarrowedGradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  // swift-format-ignore: NeverForceUnwrap
  override var layer: CAGradientLayer { super.layer as! CAGradientLayer }
}

/// A tab bar whose raised centre button, above the bar, takes the touches there.
private final class RaisedCenterTabBar: UITabBar {
  var middleButton: UIButton?
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if let middleButton, middleButton.frame.contains(point) { return middleButton }
    return super.hitTest(point, with: event)
  }
}

private enum TapActionKey { nonisolated(unsafe) static var key: UInt8 = 0 }

@Suite("Real files' UIKit shape (issue 36's fourth real-files check)")
struct RealFilesShapeTests {
  @Test(
    "UISlider.trackRect(forBounds:) is open: an override moves the thumb, and so where a touch grabs it (UISlider documentation: the thumb travels along the track)"
  )
  func sliderTrackOverrideMovesTheThumb() {
    let slider = TopTrackSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let plain = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(plain.thumbRect(for: 0).midY == 30, "the default track is centred")
    #expect(slider.thumbRect(for: 0).midY == 10, "the thumb is centred on the overridden track")
    let rect = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 1)
    #expect(rect.maxX == 200)
    #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == .zero)
  }

  @Test(
    "UILabel's font and textColor are implicitly unwrapped and open (UILabel.h: null_resettable properties); nil resets them; drawText(in:) and textRect are open"
  )
  func labelShape() {
    let label = InsetLabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.font = UIFont.boldSystemFont(ofSize: 20)
    #expect(label.restyled == 1)
    #expect(label.font.pointSize == 20)
    label.font = nil
    #expect(label.font == UIFont.systemFont(ofSize: 17), "nil resets to the default")
    label.textColor = nil
    #expect(label.textColor == UIColor.label)
    label.text = "Hello"
    let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
    #expect(rect.minX == 8 && rect.minY == 4)
    label.drawText(in: label.bounds)
    #expect(label.drawnIn == CGRect(x: 8, y: 4, width: 184, height: 32))
  }

  @Test("UILabel.attributedText keeps its attributes until text is set again (UILabel documentation)")
  func attributedTextKeepsAttributes() {
    let label = UILabel(frame: .zero)
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13)]
    label.attributedText = NSAttributedString(string: "Sale", attributes: attributes)
    #expect(label.text == "Sale")
    #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) != nil)
    label.text = "Plain"
    #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) == nil)
  }

  @Test(
    "UIImageView.init(image:) is a designated initializer a subclass overrides (UIImageView.h: NS_DESIGNATED_INITIALIZER)"
  )
  func imageViewInitImage() {
    let screen = Screen()
    let view = screen.add(TapImageView(image: UIImage(named: "photo")), id: "photo")
    view.frame = CGRect(x: 20, y: 100, width: 80, height: 80)
    #expect(view.image?.name == "photo")
    #expect(screen.hit(60, 140) === view, "§1: it turned on its own interaction")
    #expect(UIImageView(image: nil).isUserInteractionEnabled == false, "§8: off by default")
  }

  @Test(
    "UIView.layer is open: a subclass narrows its type to its layerClass's (UIView.h declares it a property)")
  func layerNarrowed() {
    let view = NarrowedGradientView(frame: .zero)
    view.layer.colors = []
    #expect((view as UIView).layer is CAGradientLayer)
  }

  @Test(
    "§1: a UITabBar subclass's hitTest override is asked as any view's; its raised button takes the touch above the bar"
  )
  func tabBarSubclass() {
    let screen = Screen()
    let bar = screen.add(RaisedCenterTabBar(frame: CGRect(x: 0, y: 760, width: 390, height: 84)), id: "bar")
    let button = add(UIButton(frame: CGRect(x: 165, y: -20, width: 60, height: 60)), id: "raised", to: bar)
    bar.middleButton = button
    #expect(screen.hit(195, 750) === button, "10 pt above the bar: only the override reaches it")
    #expect(screen.hit(20, 800) === bar)
    #expect(BuiltInClass.all.contains { $0.uikitName == "UITabBar" })
  }

  @Test(
    "Associated objects (Apple: objc_setAssociatedObject, objc_getAssociatedObject): kept per object and key, nil removes, assign is weak, removeAssociatedObjects clears"
  )
  func associatedObjects() {
    func value(_ object: AnyObject) -> Any? { objc_getAssociatedObject(object, &TapActionKey.key) }
    func set(_ object: AnyObject, _ value: Any?, _ policy: objc_AssociationPolicy) {
      objc_setAssociatedObject(object, &TapActionKey.key, value, policy)
    }
    // The associations live in the running application's table, as a run's code finds them.
    let application = Application()
    defer { withExtendedLifetime(application) {} }
    let view = UIView(frame: .zero)
    let other = UIView(frame: .zero)
    set(view, "tap", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    #expect(value(view) as? String == "tap")
    #expect(value(other) == nil)
    set(view, nil, .OBJC_ASSOCIATION_RETAIN)
    #expect(value(view) == nil)
    let target = UIView(frame: .zero)
    set(view, target, .OBJC_ASSOCIATION_ASSIGN)
    #expect(value(view) as? UIView === target)
    let copied = NSMutableString(string: "a")
    set(view, copied, .OBJC_ASSOCIATION_COPY)
    copied.append("b")
    #expect((value(view) as? NSString)?.length == 1, "copy keeps a copy")
    objc_removeAssociatedObjects(view)
    #expect(value(view) == nil)
    #expect(objc_AssociationPolicy(rawValue: 0o1401) == .OBJC_ASSOCIATION_RETAIN)
  }

  @Test(
    "An assign association does not keep its value alive (OBJC_ASSOCIATION_ASSIGN: a weak reference here)")
  func assignIsWeak() {
    let application = Application()
    defer { withExtendedLifetime(application) {} }
    let view = UIView(frame: .zero)
    do {
      let target = UIView(frame: .zero)
      objc_setAssociatedObject(view, &TapActionKey.key, target, .OBJC_ASSOCIATION_ASSIGN)
    }
    let kept = objc_getAssociatedObject(view, &TapActionKey.key)
    #expect(kept == nil)
  }

  @Test(
    "Associations belong to the application that was current: another run's table never shows them (TouchLab's choice: Linux has no Objective-C runtime)"
  )
  func associationsPerApplication() {
    let view = UIView(frame: .zero)
    let first = Application()
    objc_setAssociatedObject(view, &TapActionKey.key, "first", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(view, &TapActionKey.key) as? String == "first")
    let second = Application()
    #expect(objc_getAssociatedObject(view, &TapActionKey.key) == nil)
    first.becomeCurrent()
    #expect(objc_getAssociatedObject(view, &TapActionKey.key) as? String == "first")
    Application.resignCurrent()
    objc_setAssociatedObject(view, &TapActionKey.key, "none", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(view, &TapActionKey.key) == nil, "no application: nowhere to keep it")
    withExtendedLifetime((first, second)) {}
  }

  @Test(
    "NSObject's description and debugDescription, and Core Graphics' geometry printed as on Apple systems")
  func descriptions() {
    let view = UIButton(frame: .zero)
    #expect(view.debugDescription == "<Button>")
    view.id = "go"
    #expect(view.description == "<Button: go>")
    #expect(CGPoint(x: 1, y: 2).debugDescription == "(1.0, 2.0)")
    #expect(CGRect(x: 0, y: 0, width: 3, height: 4).debugDescription == "(0.0, 0.0, 3.0, 4.0)")
  }

  @Test("UIMenuController.hideMenu(from:) hides the one menu (UIMenuController documentation, iOS 13)")
  func hideMenuFrom() {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), id: "v")
    let menu = screen.application.menuController
    menu.showMenu(from: view, rect: view.bounds)
    #expect(menu.isMenuVisible)
    menu.hideMenu(from: view)
    #expect(!menu.isMenuVisible)
  }

  @Test(
    "A button's image adjustments are kept, UIKit's defaults true (UIButton documentation); a tap still hits it"
  )
  func imageAdjustmentsKept() {
    let screen = Screen()
    let button = screen.add(UIButton(type: .custom), id: "play")
    button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    #expect(button.adjustsImageWhenHighlighted && button.adjustsImageWhenDisabled)
    #expect(!button.showsTouchWhenHighlighted)
    button.adjustsImageWhenHighlighted = false
    button.showsTouchWhenHighlighted = true
    #expect(!button.adjustsImageWhenHighlighted && button.showsTouchWhenHighlighted)
    #expect(screen.hit(22, 22)?.id == "play")
  }

  @Test(
    "A controller's rotation and status-bar answers have UIKit's defaults for an iPhone (UIViewController documentation)"
  )
  func controllerDefaults() {
    let controller = UIViewController()
    #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
    #expect(
      UIInterfaceOrientationMask.all == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
    #expect(controller.shouldAutorotate && !controller.prefersStatusBarHidden)
    #expect(controller.preferredStatusBarStyle == .default)
    controller.setNeedsStatusBarAppearanceUpdate()
  }

  @Test("UIColor, UIFont and UIImage answer NSObject's isEqual(_:) and hash by value, as UIKit's do")
  func objectEquality() {
    let view = UIView()
    view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0)
    #expect(view.backgroundColor?.isEqual(UIColor(white: 1, alpha: 0)) == true)
    #expect(UIColor.red.isEqual(UIColor.blue) == false)
    #expect(UIColor.red.isEqual("red") == false)
    #expect(UIFont.systemFont(ofSize: 12).isEqual(UIFont.systemFont(ofSize: 12)))
    #expect(UIFont.systemFont(ofSize: 12).hash == UIFont.systemFont(ofSize: 12).hash)
    #expect(UIImage(named: "star")?.isEqual(UIImage(named: "star")) == true)
    let cache: [UIColor: String] = [.red: "alert"]
    #expect(cache[.red] == "alert")
  }
}
