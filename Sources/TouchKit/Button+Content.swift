import Foundation

/// UIButton's per-state API: titles, title colours and images for each `UIControl.State`, its
/// type, and the title label and image view real code configures (`titleLabel?.font = …`).
/// The title for the current state is what the box shows (``Button/title``).
extension Button {
  /// UIKit's `UIButton.ButtonType`. Every type tracks touches the same way; `.system` and the
  /// icon types take the tint colour for their title, as in UIKit.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
  }

  /// A button of `buttonType` with a zero frame, to be placed later (`UIButton(type: .system)`).
  /// A convenience initializer, so a subclass that overrides `init(frame:)` inherits it.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    content.buttonType = buttonType
  }

  public var buttonType: ButtonType { content.buttonType }

  public func setTitle(_ title: String?, for state: State) {
    content.titles[state.rawValue] = title
    content.titleLabel?.text = currentTitle
  }

  public func title(for state: State) -> String? { ButtonContent.value(in: content.titles, for: state) }

  /// The title shown now, for the button's current state.
  public var currentTitle: String? { content.currentTitle(for: state) }

  /// Sets the title's characters; attributes are not drawn.
  public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
    setTitle(title?.string, for: state)
  }

  public func setTitleColor(_ color: Color?, for state: State) { content.titleColors[state.rawValue] = color }

  /// The colour for `state`: its own, else normal's; with none set, a `.system` button's is the
  /// tint colour and a custom one's white, as in UIKit.
  public func titleColor(for state: State) -> Color? {
    ButtonContent.value(in: content.titleColors, for: state) ?? (buttonType == .custom ? .white : tintColor)
  }

  public var currentTitleColor: Color { titleColor(for: state) ?? .white }

  public func setImage(_ image: Image?, for state: State) { content.images[state.rawValue] = image }

  public func image(for state: State) -> Image? { ButtonContent.value(in: content.images, for: state) }

  public var currentImage: Image? { image(for: state) }

  public func setBackgroundImage(_ image: Image?, for state: State) {
    content.backgroundImages[state.rawValue] = image
  }

  public func backgroundImage(for state: State) -> Image? {
    ButtonContent.value(in: content.backgroundImages, for: state)
  }

  /// The label that shows the title, made on first use; not a subview here, so it takes no
  /// touches and appears in no trace (UIKit's is a subview that ignores touches).
  public var titleLabel: Label? {
    if let label = content.titleLabel { return label }
    let label = Label(frame: bounds)
    label.text = currentTitle
    content.titleLabel = label
    return label
  }

  /// The view that shows the image, made on first use; not a subview here (see ``titleLabel``).
  public var imageView: ImageView? {
    if let view = content.imageView { return view }
    let view = ImageView(frame: bounds)
    view.image = currentImage
    content.imageView = view
    return view
  }

  public var contentEdgeInsets: EdgeInsets {
    get { content.contentEdgeInsets }
    set { content.contentEdgeInsets = newValue }
  }

  public var titleEdgeInsets: EdgeInsets {
    get { content.titleEdgeInsets }
    set { content.titleEdgeInsets = newValue }
  }

  public var imageEdgeInsets: EdgeInsets {
    get { content.imageEdgeInsets }
    set { content.imageEdgeInsets = newValue }
  }

  /// Whether the image darkens while highlighted, or dims while disabled, and whether a glow shows
  /// under the touch (deprecated since iOS 15, common in real files): drawing only, kept.
  public var adjustsImageWhenHighlighted: Bool {
    get { content.adjustsImageWhenHighlighted }
    set { content.adjustsImageWhenHighlighted = newValue }
  }

  public var adjustsImageWhenDisabled: Bool {
    get { content.adjustsImageWhenDisabled }
    set { content.adjustsImageWhenDisabled = newValue }
  }

  public var showsTouchWhenHighlighted: Bool {
    get { content.showsTouchWhenHighlighted }
    set { content.showsTouchWhenHighlighted = newValue }
  }
}
