import UIKit

/// A screen built in code from nibs, as an app that designs its cells and older screens in
/// Interface Builder builds it: two item cells from ItemCell.xib (one through `UINib`, one
/// through `Bundle.main.loadNibNamed`), and a button that presents Legacy.xib's screen through
/// its controller's `init(nibName:bundle:)`.
final class ShelfViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let nib = UINib(nibName: "ItemCell", bundle: nil)
        if let first = nib.instantiate(withOwner: nil, options: nil).first as? ItemCell {
            first.frame.origin.y = 100
            view.addSubview(first)
        }
        if let second = Bundle.main.loadNibNamed("ItemCell", owner: nil, options: nil)?.first as? ItemCell {
            second.frame.origin.y = 180
            second.nameLabel.text = "Second item"
            view.addSubview(second)
        }
        let older = UIButton(type: .system)
        older.setTitle("Older screen", for: .normal)
        older.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
        older.addTarget(self, action: #selector(showOlderScreen), for: .touchUpInside)
        view.addSubview(older)
    }

    @objc func showOlderScreen() {
        present(LegacyViewController(nibName: "Legacy", bundle: nil), animated: false)
    }
}
