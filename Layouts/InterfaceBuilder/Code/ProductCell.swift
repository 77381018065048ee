import UIKit

/// Catalog.storyboard's prototype cell: made anew from the storyboard for each dequeue that
/// finds no cell to reuse, its outlets connected, then `awakeFromNib`; its Buy button sends
/// `buy:` to the cell.
final class ProductCell: UITableViewCell {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var buyButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("ProductCell.awakeFromNib: \(nameLabel.text ?? "")")
    }

    @IBAction func buy(_ sender: UIButton) {
        print("buy: \(nameLabel.text ?? "")")
    }
}
