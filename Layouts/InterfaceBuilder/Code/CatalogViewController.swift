import UIKit

/// Catalog.storyboard's controller: its table's rows are the storyboard's prototype cell
/// "ProductCell", dequeued by identifier as the storyboard registered it.
final class CatalogViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var tableView: UITableView!

    private let products = ["Kettle", "Teapot", "Mug"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 64
        tableView.dataSource = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProductCell", for: indexPath)
        (cell as? ProductCell)?.nameLabel.text = products[indexPath.row]
        return cell
    }
}
