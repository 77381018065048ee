import Foundation

/// A control that edits one line of text (UIKit's `UITextField`).
///
/// It is a control: a touch is tracked as UIControl tracks one (§5), and editing begins at the
/// touch up inside, not at the touch down (UNSOURCED: observed on devices; reference §10). To
/// begin editing is to become first responder (Responder+FirstResponder.swift), which brings
/// up the keyboard's window; editing (TextField+Editing.swift) asks the ``delegate`` and sends
/// the `editing…` control events. What is kept and not drawn: font, alignment, the keyboard's
/// traits. Drawn as a box with its text, bullets for secure entry, or its placeholder.
open class TextField: Control, KeyInput {
  /// The text; never nil when read (setting nil sets the empty string, as UIKit's does).
  /// Setting it sends no control event (UIKit's `editingChanged` is for the person's edits).
  public var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      noteDrawnChange()
    }
  }
  /// What `text` holds: a `String`, so editing never unwraps.
  var storedText = ""
  /// Drawn in place of the text while the text is empty.
  public var placeholder: String? {
    didSet { noteDrawnChange() }
  }
  public var borderStyle = BorderStyle.none {
    didSet { noteDrawnChange() }
  }
  /// When the clear button shows (it shows only over text): a touch up inside it clears the
  /// text, if the delegate's `textFieldShouldClear` agrees.
  public var clearButtonMode = ViewMode.never
  /// Empties the text as editing begins.
  public var clearsOnBeginEditing = false
  public var isSecureTextEntry = false {
    didSet { noteDrawnChange() }
  }
  public var font: Font? = .systemFont(ofSize: 17)
  public var textAlignment = TextAlignment.natural
  public var keyboardType = KeyboardType.default
  public var returnKeyType = ReturnKeyType.default
  public var autocapitalizationType = TextAutocapitalizationType.sentences
  public var autocorrectionType = TextAutocorrectionType.default
  public var textContentType: TextContentType?
  public weak var delegate: TextFieldDelegate?
  /// Whether the field is first responder and editing (UIKit's `isEditing`).
  public internal(set) var isEditing = false {
    didSet { noteDrawnChange() }
  }

  /// A view on the field's left (an icon), a subview shown as ``leftViewMode`` says.
  public var leftView: View? {
    didSet { replaceSideView(oldValue, with: leftView) }
  }
  public var leftViewMode = ViewMode.never {
    didSet { placeSideViews() }
  }
  /// A view on the field's right (a "show password" button), shown as ``rightViewMode`` says.
  public var rightView: View? {
    didSet { replaceSideView(oldValue, with: rightView) }
  }
  public var rightViewMode = ViewMode.never {
    didSet { placeSideViews() }
  }

  private var storedInputView: View?
  private var storedInputAccessoryView: View?

  /// Shown by the keyboard's window instead of the keyboard while the field edits.
  open override var inputView: View? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  /// Shown by the keyboard's window above the keyboard while the field edits.
  open override var inputAccessoryView: View? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  /// UITextField's border styles (`UITextField.BorderStyle`).
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view shows (`UITextField.ViewMode`).
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always
  }

  /// An enabled field can become first responder; a disabled one cannot (UNSOURCED: a disabled
  /// field takes no touches, and on a device `becomeFirstResponder()` on one returns false).
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// Becoming first responder is beginning to edit (TextField+Editing.swift): the delegate's
  /// `textFieldShouldBeginEditing` may refuse; then `textFieldDidBeginEditing` and
  /// `editingDidBegin` follow. Counted as one level of first-responder nesting, so delegates that
  /// make each other's fields first responder end at the bound.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    becomeEditing { super.becomeFirstResponder() }
  }

  /// Resigning is ending editing: the delegate's `textFieldShouldEndEditing` may refuse (unless
  /// `endEditing(true)` forces it); then `textFieldDidEndEditing` and `editingDidEnd` follow.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    resignEditing { super.resignFirstResponder() }
  }

  /// Editing begins at the touch up inside (UNSOURCED; reference §10); a touch up inside the
  /// visible clear button clears the text instead, when the field edits already.
  override func didTouchUpInside(_ touch: Touch, with event: TouchKit.Event?) {
    if isEditing, isClearButtonShown, clearButtonRect(forBounds: bounds).contains(touch.location(in: self)) {
      clearText()
      return
    }
    becomeFirstResponder()
  }

  open override var controlValue: ControlValue {
    var attributes = [DescriptionAttribute("text", .string(String(storedText.prefix(Self.facePrefix))))]
    if let placeholder { attributes.append(DescriptionAttribute("placeholder", .string(placeholder))) }
    attributes.append(DescriptionAttribute("editing", .bool(isEditing)))
    if isSecureTextEntry { attributes.append(DescriptionAttribute("secure", .bool(true))) }
    return .text(attributes: attributes, face: face)
  }

  /// What the box shows: the text (its first ``facePrefix`` characters, bullets if secure) and
  /// a caret while editing; the placeholder when the text is empty and the field not editing.
  var face: String {
    let caret = isEditing ? "|" : ""
    guard !storedText.isEmpty else { return isEditing ? caret : (placeholder ?? "") }
    let shown = storedText.prefix(Self.facePrefix)
    let text = isSecureTextEntry ? String(repeating: "•", count: shown.count) : String(shown)
    return text + caret
  }

  /// The characters of the text a box or a description shows: a box is never wider.
  static let facePrefix = 256

  /// Whether the clear button shows now: over text, as ``clearButtonMode`` says.
  var isClearButtonShown: Bool { !storedText.isEmpty && Self.shows(clearButtonMode, editing: isEditing) }

  /// The clear button's rectangle: the right 28 points of the field, or of the part left of a
  /// shown right view (UNSOURCED: UIKit's default `clearButtonRect(forBounds:)` is not
  /// documented; 28 points is the button's tappable width as observed).
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    let right =
      (rightView.flatMap { Self.shows(rightViewMode, editing: isEditing) ? $0 : nil }?.frame.width) ?? 0
    return CGRect(
      x: bounds.maxX - right - 28, y: bounds.minY, width: min(28, bounds.width), height: bounds.height)
  }

  /// Where the left view goes: at the left edge, centred vertically at its own size (UIKit
  /// documents the method, not its default's numbers; this is the observed placement). The
  /// field puts its left view here, so an override moves where the left view is hit.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = leftView?.frame.size ?? .zero
    return CGRect(
      x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// Where the right view goes: at the right edge, centred vertically (as ``leftViewRect(forBounds:)``).
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = rightView?.frame.size ?? .zero
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width,
      height: size.height)
  }

  /// Where the text goes: the bounds less the shown side views. Kept for code that asks;
  /// nothing is drawn.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    let left = leftView.flatMap { Self.shows(leftViewMode, editing: isEditing) ? $0 : nil }?.frame.width ?? 0
    let right =
      rightView.flatMap { Self.shows(rightViewMode, editing: isEditing) ? $0 : nil }?.frame.width ?? 0
    return CGRect(
      x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right), height: bounds.height
    )
  }

  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Never called: nothing is drawn.
  open func drawText(in rect: CGRect) {}

  open func drawPlaceholder(in rect: CGRect) {}

  /// A layout's typed keys (the class table's `applyKeys`); none has a value UIKit refuses.
  static func apply(_ values: [String: LayoutKey.Value], to field: TextField) -> [LayoutKey.Problem] {
    if case .bool(let secure) = values["isSecureTextEntry"] { field.isSecureTextEntry = secure }
    if case .bool(let clears) = values["clearsOnBeginEditing"] { field.clearsOnBeginEditing = clears }
    return []
  }

  static func shows(_ mode: ViewMode, editing: Bool) -> Bool {
    switch mode {
    case .never: false
    case .whileEditing: editing
    case .unlessEditing: !editing
    case .always: true
    }
  }

  private func replaceSideView(_ old: View?, with new: View?) {
    if let old, old !== new { old.removeFromSuperview() }
    if let new { addSubview(new) }
    placeSideViews()
  }

  /// Puts the left view at the left edge and the right view at the right, each centred
  /// vertically at its own size (``leftViewRect(forBounds:)``, ``rightViewRect(forBounds:)``),
  /// hidden when its mode says.
  func placeSideViews() {
    if let leftView {
      leftView.frame = leftViewRect(forBounds: bounds)
      leftView.isHidden = !Self.shows(leftViewMode, editing: isEditing)
    }
    if let rightView {
      rightView.frame = rightViewRect(forBounds: bounds)
      rightView.isHidden = !Self.shows(rightViewMode, editing: isEditing)
    }
  }
}
