// Real-shaped iOS view code for the UIKit API surface (issue 14): written as an iOS developer
// writes it, with `import UIKit` only. UIKitSurfaceTests.swift checks that it behaves as on iOS
// where touches are concerned.

import UIKit

/// A card with a close button built in code, a rounded shadowed layer, a label and constraints:
/// the shape of a real custom view.
final class NotificationCardView: UIView {
  let titleLabel = UILabel()
  let closeButton = UIButton(type: .system)
  let badge = UIImageView(image: UIImage(systemName: "bell.fill"))

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 16
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowOffset = CGSize(width: 0, height: 2)
    layer.shadowRadius = 8
    tintColor = .systemBlue

    titleLabel.text = "Turn on notifications?"
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.textColor = .label
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)

    closeButton.setTitle("Close", for: .normal)
    closeButton.setTitle("Closing", for: .highlighted)
    closeButton.setTitleColor(.white, for: .normal)
    closeButton.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)
    closeButton.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    closeButton.tag = 42
    closeButton.frame = CGRect(x: frame.width - 70, y: 10, width: 60, height: 30)
    addSubview(closeButton)

    badge.contentMode = .scaleAspectFit
    badge.accessibilityIdentifier = "card.badge"
    addSubview(badge)

    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: closeButton.leadingAnchor, constant: -8),
      titleLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 24),
      badge.widthAnchor.constraint(equalTo: badge.heightAnchor, multiplier: 1),
    ])
    let height = heightAnchor.constraint(equalToConstant: 120)
    height.priority = .defaultHigh - 1
    height.isActive = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: 12)
    UIColor.systemGray4.setStroke()
    path.lineWidth = 1
    path.stroke()
  }

  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 120)
  }
}

/// A view restored from a storyboard: `init?(coder:)` calls `super`.
final class ArchivedBadgeView: UIView {
  private(set) var configured = false

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    configured = true
    layer.masksToBounds = true
  }
}

/// A round avatar whose hit area is its circle, with UIBezierPath.
final class RoundAvatarView: UIImageView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = true
    image = UIImage(named: "avatar")
    layer.cornerRadius = frame.width / 2
    clipsToBounds = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    UIBezierPath(ovalIn: bounds).contains(point)
  }
}
