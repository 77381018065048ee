// PaymentSheetViewController: a checkout sheet laid out with stack views.
//
// Stands for: the order summary, form or settings screen of most apps written since iOS 9: a
// vertical `UIStackView` of rows pinned to the safe area, a row hidden until needed, and a
// horizontal action bar of equal buttons. Exercises `UIStackView()`, `axis`, `alignment`,
// `distribution = .fillEqually`, `spacing`, `setCustomSpacing(_:after:)`,
// `addArrangedSubview`, `forEach`, `isHidden` on an arranged subview, anchors to the stack
// view, `UIFont.systemFont(ofSize:weight:)`.
// On iOS: the promo banner is hidden, so it takes no space and its spacing collapses: the
// Add Promo Code button sits 16 pt under the total and Cancel and Pay share the bar 20 pt below it,
// 12 pt apart. A tap on Add Promo Code shows the banner; the stack view arranges again and
// everything under the banner moves down 36 pt, so a second tap where Pay was now lands on
// Add Promo Code (§1, §5).

import UIKit

class PaymentSheetViewController: UIViewController {

    private let stackView = UIStackView()
    private let totalLabel = UILabel()
    private let promoBanner = UILabel()
    private let promoButton = UIButton(type: .system)
    private let actionBar = UIStackView()
    private let cancelButton = UIButton(type: .system)
    private let payButton = UIButton(type: .system)
    private(set) var payCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        totalLabel.text = "Total: $42.00"
        totalLabel.font = .systemFont(ofSize: 20, weight: .semibold)

        promoBanner.text = "SPRING10 applied"
        promoBanner.isHidden = true

        promoButton.setTitle("Add Promo Code", for: .normal)
        promoButton.addTarget(self, action: #selector(addPromoTapped), for: .touchUpInside)

        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addTarget(self, action: #selector(cancelTapped), for: .touchUpInside)
        payButton.setTitle("Pay", for: .normal)
        payButton.addTarget(self, action: #selector(payTapped), for: .touchUpInside)

        actionBar.axis = .horizontal
        actionBar.distribution = .fillEqually
        actionBar.spacing = 12
        actionBar.addArrangedSubview(cancelButton)
        actionBar.addArrangedSubview(payButton)

        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.spacing = 16
        stackView.translatesAutoresizingMaskIntoConstraints = false
        [totalLabel, promoBanner, promoButton, actionBar].forEach { stackView.addArrangedSubview($0) }
        stackView.setCustomSpacing(20, after: promoButton)
        view.addSubview(stackView)

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }

    @objc func addPromoTapped() {
        print("promo code applied")
        promoBanner.isHidden = false
    }

    @objc func cancelTapped() {
        dismiss(animated: true)
    }

    @objc func payTapped() {
        payCount += 1
        print("pay tapped")
    }
}
