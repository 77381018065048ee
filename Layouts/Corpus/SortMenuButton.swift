// SortMenuButton: the "Sort" button of a list's header, whose menu is its primary action, with
// a context menu on the header's count label that offers to copy it.
//
// Stands for: the sort and filter pull-down buttons of iOS 14 and later, and a long-press menu
// on a row or label. Exercises `UIMenu(title:options:children:)` with `.singleSelection` and
// `.displayInline`, `UIAction(title:image:attributes:state:handler:)` with `.on`/`.off` state and
// `.destructive`, `UIDeferredMenuElement` whose provider calls its completion, `menu` and
// `showsMenuAsPrimaryAction` on a `UIButton`, `UIContextMenuInteraction(delegate:)` added with
// `addInteraction(_:)`, and the delegate's
// `contextMenuInteraction(_:configurationForMenuAtLocation:)` returning a
// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
// On iOS: a touch down on Sort opens its menu; choosing Date runs its handler and turns Date on
// (single selection); a long press on the count label opens its menu, a tap on it does nothing.

import UIKit

final class SortMenuButton: UIButton {

    enum Order: String, CaseIterable {
        case name = "Name"
        case date = "Date"
        case size = "Size"
    }

    private(set) var order: Order = .name
    private(set) var reversed = false
    var onChange: ((Order, Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Sort", for: .normal)
        showsMenuAsPrimaryAction = true
        menu = makeMenu()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeMenu() -> UIMenu {
        let orders = Order.allCases.map { order in
            UIAction(title: order.rawValue, image: nil, state: order == self.order ? .on : .off) {
                [weak self] _ in
                self?.select(order)
            }
        }
        let reverse = UIAction(title: "Reverse Order", state: reversed ? .on : .off) { [weak self] _ in
            self?.toggleReversed()
        }
        let recent = UIDeferredMenuElement { completion in
            completion([UIAction(title: "Clear Sorting", attributes: .destructive) { _ in print("cleared") }])
        }
        return UIMenu(
            title: "Sort By",
            children: [
                UIMenu(title: "", options: [.displayInline, .singleSelection], children: orders),
                UIMenu(title: "", options: .displayInline, children: [reverse, recent]),
            ])
    }

    private func select(_ newOrder: Order) {
        order = newOrder
        print("sorted by \(newOrder.rawValue)")
        onChange?(order, reversed)
    }

    private func toggleReversed() {
        reversed.toggle()
        menu = makeMenu()
        print(reversed ? "reversed" : "in order")
    }
}

final class ItemCountLabel: UILabel, UIContextMenuInteractionDelegate {

    private(set) var copies = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        text = "42 items"
        isUserInteractionEnabled = true
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: "Copy") { _ in
                    self?.copies += 1
                    print("copied \(self?.text ?? "")")
                }
            ])
        }
    }
}
