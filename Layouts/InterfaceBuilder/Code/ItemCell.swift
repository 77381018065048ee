import UIKit

/// The table view cell of ItemCell.xib, made only by Interface Builder: `ShelfViewController`
/// loads the nib from code (`UINib`, `Bundle.main.loadNibNamed`), as a list's cells are.
final class ItemCell: UITableViewCell {
    @IBOutlet weak var thumbnail: UIImageView!
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var addButton: UIButton!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("ItemCell.awakeFromNib: \(nameLabel.text ?? ""), \(addButton.title(for: .normal) ?? "")")
    }
}
