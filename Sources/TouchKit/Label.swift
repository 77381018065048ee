import Foundation

/// A view that shows a line of text (UIKit's `UILabel`). Like UIKit's, it ignores touches by
/// default: `isUserInteractionEnabled` starts false, so a recognizer on it never fires (§8, 3).
open class Label: View {
  /// The text the box shows. Optional, as UIKit's; setting nil stores "" (read back as "",
  /// which a layout's labels have by default).
  open var text: String? {
    get { caption }
    set { caption = newValue ?? "" }
  }
  var caption = "" {
    didSet {
      noteDrawnChange()
      if holdsConstraints { invalidateIntrinsicContentSize() }
    }
  }
  /// Font, colour, alignment and the rest: kept, not drawn (Label+Text.swift).
  var textStyle = LabelTextStyle()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
  }

  /// The text's size in its font (AutoLayout/TextMetrics.swift): what Auto Layout sizes a
  /// label by when no constraint fixes its width or height.
  open override var intrinsicContentSize: CGSize { TextMetrics.intrinsicSize(of: self) }
}
