import Foundation

/// A view that shows a line of text (UIKit's `UILabel`). Like UIKit's, it ignores touches by
/// default: `isUserInteractionEnabled` starts false, so a recognizer on it never fires (§8, 3).
open class Label: View {
  public var text = ""

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }
}
