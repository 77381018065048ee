import Foundation
import Testing
import TouchTrace
import UIKit

/// Issue 14: the UIKit API real view files use compiles (RealShapedViews.swift) and behaves as
/// on iOS where it matters to touches.
@Suite("UIKit API surface")
struct UIKitSurfaceTests {
  @Test("init?(coder:) compiles in a subclass, calls super, and makes an empty view")
  func coderInitializer() throws {
    let view = try #require(ArchivedBadgeView(coder: NSCoder()))
    #expect(view.configured)
    #expect(view.frame == .zero)
    #expect(view.isUserInteractionEnabled)
    #expect(view.clipsToBounds)
    let label = try #require(UILabel(coder: NSCoder()))
    #expect(!label.isUserInteractionEnabled)  // §8 #3, whichever initializer made it
  }

  @Test("The normal title is what the box draws; a state's own title replaces it in that state")
  func titleFeedsDrawing() {
    let card = NotificationCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    let button = card.closeButton
    #expect(button.buttonType == .system)
    #expect(button.title == "Close")
    #expect(ViewSummary(button, className: "Button").caption == "Close")
    #expect(button.currentTitle == "Close")
    #expect(button.title(for: .selected) == "Close")  // falls back to normal, as in UIKit
    button.isHighlighted = true
    #expect(button.title == "Closing")
    button.isHighlighted = false
    #expect(button.titleColor(for: .highlighted) == .white)
    #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15, weight: .semibold))
    #expect(card.titleLabel.text == "Turn on notifications?")
    #expect(ViewSummary(card.titleLabel, className: "Label").caption == "Turn on notifications?")
  }

  @Test("Auto Layout compiles and leaves frames alone; tag and viewWithTag find the button")
  func autoLayoutAndTags() {
    let card = NotificationCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
    #expect(card.titleLabel.frame == .zero)
    #expect(!card.titleLabel.translatesAutoresizingMaskIntoConstraints)
    #expect(card.viewWithTag(42) === card.closeButton)
    #expect(card.viewWithTag(7) == nil)
    #expect(card.badge.accessibilityIdentifier == "card.badge")
    #expect(card.badge.image?.name == "bell.fill")
    #expect(card.sizeThatFits(CGSize(width: 200, height: 999)) == CGSize(width: 200, height: 120))
  }

  @Test("§1: layer.cornerRadius rounds the drawing only, a corner still hits; UIBezierPath makes it round")
  func cornerRadiusVersusBezierPath() {
    let screen = Screen()
    let card = screen.add(
      NotificationCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 120)), id: "card")
    #expect(card.layer.cornerRadius == 16)
    #expect(screen.hit(1, 119) === card)
    let avatar = screen.add(RoundAvatarView(frame: CGRect(x: 0, y: 200, width: 80, height: 80)), id: "avatar")
    #expect(screen.hit(40, 240) === avatar)
    #expect(screen.hit(2, 202)?.id == "window")
  }

  @Test("§1: the layer's masksToBounds, opacity and isHidden are the view's own properties")
  func layerSharesTheViewsState() {
    let screen = Screen()
    let view = screen.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), id: "view")
    view.layer.masksToBounds = true
    #expect(view.clipsToBounds)
    view.layer.opacity = 0
    #expect(view.alpha == 0)
    #expect(screen.hit(50, 50)?.id == "window")  // alpha < 0.01 is skipped
    view.layer.opacity = 1
    view.layer.isHidden = true
    #expect(view.isHidden)
    #expect(screen.hit(50, 50)?.id == "window")
  }

  @Test("Colours: components, white, hue, alpha, cgColor and the system names")
  func colours() {
    let colour = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect((red, green, blue, alpha) == (0.2, 0.4, 0.6, 1))
    #expect(colour.withAlphaComponent(0.5).alpha == 0.5)
    #expect(UIColor(white: 1, alpha: 1) == .white)
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    #expect(UIColor.systemBlue.cgColor.components == [0, 122.0 / 255, 1, 1])
    #expect(UIColor(cgColor: UIColor.orange.cgColor) == .orange)
    #expect(UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white } == .white)
    let card = UIView()
    #expect(card.tintColor == .systemBlue)  // inherited default
    card.backgroundColor = .clear
    #expect(card.backgroundColor?.alpha == 0)
  }

  @Test("§7: isScrollEnabled = false turns off the scroll view's pan recognizer; indicator settings are kept")
  func scrollEnabled() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.isScrollEnabled = false
    #expect(!scrollView.panGestureRecognizer.isEnabled)
    #expect(!scrollView.showsHorizontalScrollIndicator)
    #expect(scrollView.showsVerticalScrollIndicator)
    let button = UIButton(type: .custom)
    button.contentHorizontalAlignment = .left
    #expect(button.contentHorizontalAlignment == .left)
  }
}
