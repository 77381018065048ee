import UIKit

/// The receipt in Receipt.xib, whose File's Owner is the review scene's controller: by the time
/// it gets `awakeFromNib`, every outlet of the nib is set, the owner's too ("The Nib Object Life
/// Cycle": connections first, then `awakeFromNib`).
final class ReceiptView: UIView {
    @IBOutlet weak var totalLabel: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("ReceiptView.awakeFromNib: \(totalLabel.text ?? "")")
    }
}
