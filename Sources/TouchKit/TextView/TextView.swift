import Foundation

/// A scroll view that shows text of many lines and, when editable, edits it (UIKit's
/// `UITextView`).
///
/// It is a scroll view (§7): its pan scrolls, and a drag on it never begins editing. A tap on an
/// editable text view makes it first responder at the touch's end (UNSOURCED: observed, as for a
/// text field; UIKit's own recognizers for it are private), which begins its editing
/// (TextView+Editing.swift) and brings up the keyboard's window. It is not a control: it sends
/// no control events, and tells its ``delegate`` instead. Drawn as a box showing the start of
/// its text, with a `|` caret while it edits.
open class TextView: ScrollView, KeyInput {
  /// Its content size is its own (rows, items, text), not its content guide's.
  override class var sizesContentByConstraints: Bool { false }

  /// The text; never nil when read (UIKit declares it `String!`: setting nil sets "").
  /// Setting it tells no delegate (`textViewDidChange` is for the person's edits). Declared as
  /// UIKit declares it, so a person's `textView.text.count` compiles unchanged.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      noteDrawnChange()
    }
  }
  var storedText = ""
  /// Whether the person may edit the text: a text view that is not editable never becomes
  /// first responder from a tap or `becomeFirstResponder()` (`UITextView.isEditable`).
  public var isEditable = true
  /// Whether the text may be selected. Kept: TouchLab has no selection.
  public var isSelectable = true
  public var font: Font? = .systemFont(ofSize: 17)
  public var textAlignment = TextAlignment.natural
  public var keyboardType = KeyboardType.default
  public var returnKeyType = ReturnKeyType.default
  public var autocapitalizationType = TextAutocapitalizationType.sentences
  public var autocorrectionType = TextAutocorrectionType.default
  public weak var delegate: TextViewDelegate?
  /// Whether the text view is first responder and editing.
  public internal(set) var isEditing = false {
    didSet { noteDrawnChange() }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpTextView()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpTextView()
  }

  /// A text view takes its own touches: they go no further up the chain (UNSOURCED: UIKit's
  /// text view handles them with private recognizers).
  private func setUpTextView() {
    handledTouchMethods.formUnion([.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled])
  }

  /// An editable text view can become first responder (UIKit: "if the text view is not
  /// editable, it cannot become first responder" is how `isEditable` is observed to act).
  open override var canBecomeFirstResponder: Bool { isEditable }

  /// Becoming first responder is beginning to edit: `textViewShouldBeginEditing` may refuse;
  /// then `textViewDidBeginEditing` (UITextViewDelegate). One level of first-responder nesting,
  /// as a text field's is.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    becomeEditing { super.becomeFirstResponder() }
  }

  /// Resigning is ending editing: `textViewShouldEndEditing` may refuse (not when forced by
  /// `endEditing(true)`); then `textViewDidEndEditing`.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    resignEditing { super.resignFirstResponder() }
  }

  /// A touch that ends on the text view begins editing (UNSOURCED: observed at the touch's
  /// end, as for a text field); one cancelled by the pan (a scroll) does not.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    super.touchesEnded(touches, with: event)
    guard isEditable, !isFirstResponder,
      touches.contains(where: { bounds.contains($0.location(in: self)) })
    else { return }
    becomeFirstResponder()
  }

  /// What the box shows: the start of the text (``TextField/facePrefix`` characters, lines
  /// joined by `⏎`) and a caret while editing.
  var face: String {
    let shown = storedText.prefix(TextField.facePrefix).replacingOccurrences(of: "\n", with: "⏎")
    return shown + (isEditing ? "|" : "")
  }

  static func apply(_ values: [String: LayoutKey.Value], to textView: TextView) -> [LayoutKey.Problem] {
    if case .bool(let editable) = values["isEditable"] { textView.isEditable = editable }
    if case .bool(let selectable) = values["isSelectable"] { textView.isSelectable = selectable }
    return []
  }
}
