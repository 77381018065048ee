import Foundation
import Testing
import UIKit

/// A search field whose icon sits 8 pt in, as apps inset theirs.
private final class InsetIconField: UITextField {
  override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    super.leftViewRect(forBounds: bounds).offsetBy(dx: 8, dy: 0)
  }
}

/// A rating control that adjusts by VoiceOver's swipes, as custom controls do.
private final class RatingControl: UIControl {
  var rating = 3
  override var accessibilityTraits: UIAccessibilityTraits {
    get { .adjustable }
    set {}
  }
  override func accessibilityIncrement() { rating += 1 }
}

/// Issue 36, item 3: the API real files use that TouchLab keeps (drawing, accessibility, text
/// attributes, Dynamic Type) compiles, keeps what it is given, runs what code expects to run,
/// and says so once; what touches meet is UIKit's.
@Suite("Kept UIKit API")
struct KeptSurfaceTests {
  @Test("UIGraphicsImageRenderer runs its block against a context; the image is a name of the size asked")
  func imageRenderer() {
    let screen = Screen()
    var drew = false
    #expect(UIGraphicsGetCurrentContext() == nil)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
      context.cgContext.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
      UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
      drew = UIGraphicsGetCurrentContext() != nil
    }
    #expect(drew)
    #expect(UIGraphicsGetCurrentContext() == nil)
    #expect(image.size == CGSize(width: 40, height: 20))
    #expect(screen.application.notices.notices.map(\.api) == ["image rendering"])
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 0)
    #expect(UIGraphicsGetImageFromCurrentImageContext() != nil)
    UIGraphicsEndImageContext()
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "nil with no image context, as in UIKit")
  }

  @Test("Accessibility is kept and overridable; it changes nothing a touch meets, and is noticed once")
  func accessibility() {
    let screen = Screen()
    let rating = screen.add(RatingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44)), id: "rating")
    rating.accessibilityHint = "Swipe up or down"
    rating.accessibilityValue = "3 stars"
    rating.accessibilityElements = [UIAccessibilityElement(accessibilityContainer: rating)]
    UIAccessibility.post(notification: .layoutChanged, argument: rating)
    let control: UIView = rating
    #expect(control.accessibilityTraits == .adjustable)
    control.accessibilityIncrement()
    #expect(rating.rating == 4)
    #expect(rating.accessibilityHint == "Swipe up or down")
    #expect(rating.accessibilityElements?.count == 1)
    #expect(!UIAccessibility.isVoiceOverRunning)
    #expect(screen.hit(50, 22) === rating)
    #expect(screen.application.notices.notices.map(\.api) == ["accessibility"])
  }

  @Test(
    "Text attributes: measured by the text model, paragraph styles copy, attributed text shows its characters"
  )
  func textAttributes() {
    let screen = Screen()
    let font = UIFont.systemFont(ofSize: 20)
    let size = "Hello".size(withAttributes: [.font: font])
    #expect(size.height == font.lineHeight)
    #expect(size.width > 0)
    let wrapped = "Hello Hello Hello".boundingRect(
      with: CGSize(width: size.width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
      attributes: [.font: font], context: nil)
    #expect(wrapped.height >= 3 * font.lineHeight)
    let style = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
    style?.alignment = .center
    #expect(style?.alignment == .center)
    let label = screen.add(UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30)), id: "label")
    label.attributedText = NSAttributedString(
      string: "Terms",
      attributes: [.foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue])
    #expect(label.text == "Terms")
    let field = screen.add(UITextField(frame: CGRect(x: 0, y: 40, width: 200, height: 30)), id: "field")
    field.attributedPlaceholder = NSAttributedString(
      string: "Email", attributes: [.foregroundColor: UIColor.gray])
    #expect(field.placeholder == "Email")
    #expect(screen.application.notices.notices.map(\.api) == ["text attributes"])
  }

  @Test("UIFontMetrics at the default Dynamic Type size scales by 1, as UIKit's does at .large")
  func fontMetrics() {
    let screen = Screen()
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: body) == body)
    #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
    #expect(
      UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 40), maximumPointSize: 30).pointSize == 30)
    #expect(UITraitCollection().preferredContentSizeCategory == .large)
    #expect(UIContentSizeCategory.accessibilityLarge > .large)
    #expect(screen.application.notices.notices.map(\.api) == ["Dynamic Type"])
  }

  @Test(
    "§1: a text field puts its left view at leftViewRect(forBounds:), so an override moves where it is hit")
  func leftViewRectOverride() {
    let screen = Screen()
    let field = screen.add(InsetIconField(frame: CGRect(x: 0, y: 100, width: 200, height: 40)), id: "search")
    let icon = UIButton(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    icon.id = "icon"
    field.leftView = icon
    field.leftViewMode = .always
    field.layoutIfNeeded()
    #expect(icon.frame == CGRect(x: 8, y: 10, width: 20, height: 20))
    #expect(screen.hit(18, 120)?.id == "icon")
    #expect(screen.hit(3, 120)?.id == "search")
  }

  @Test("§1: UIActivityIndicatorView hides while stopped (hidesWhenStopped), so a stopped one takes no touch")
  func activityIndicator() {
    let screen = Screen()
    screen.add(UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44)), id: "button")
    let spinner = screen.add(UIActivityIndicatorView(style: .medium), id: "spinner")
    spinner.frame = CGRect(x: 40, y: 12, width: 20, height: 20)
    #expect(screen.hit(50, 22)?.id == "button")
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    #expect(screen.hit(50, 22)?.id == "spinner")
    spinner.stopAnimating()
    #expect(screen.hit(50, 22)?.id == "button")
    spinner.hidesWhenStopped = false
    #expect(screen.hit(50, 22)?.id == "spinner")
  }

  @Test("Literals and images: #colorLiteral is a UIColor, #imageLiteral and UIImage() are names")
  func literals() {
    let colour = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    #expect(colour == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    let image: UIImage = #imageLiteral(resourceName: "avatar")
    #expect(image.name == "avatar")
    #expect(UIImage().name.isEmpty)
    #expect(UIImage(contentsOfFile: "/tmp/photos/cat.png")?.name == "cat.png")
    #expect(image.cgImage != nil)
  }
}
