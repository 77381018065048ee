// ComposerBarView: the bottom bar of a chat screen, built with iOS 14–15 button API.
//
// Stands for: a composer or action bar written after iOS 15. Exercises
// `UIButton.Configuration.filled()` (title, image, imagePadding, cornerStyle, contentInsets),
// `UIButton(configuration:primaryAction:)`, `UIAction` with a handler capturing `[weak self]`,
// `UIAction.Identifier`, `addAction(_:for:)`, `removeAction(identifiedBy:for:)`,
// `UIButton(type:primaryAction:)`, `configurationUpdateHandler` reading `isHighlighted` and
// setting `configuration`, `NSDirectionalEdgeInsets`, `action.sender`, `lazy var`.
// On iOS: Send runs its primary action on each tap; the one-time hint added for
// `.touchUpInside` runs on the first tap only, as it removes itself by its identifier; the
// update handler sees the button highlighted while the finger is down; Attach runs its own action.

import UIKit

final class ComposerBarView: UIView {

    private static let hintIdentifier = UIAction.Identifier("composer.firstSendHint")

    private(set) var sentCount = 0
    private(set) var attachCount = 0
    private(set) var highlightsSeen: [Bool] = []

    lazy var sendButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        configuration.image = UIImage(systemName: "paperplane.fill")
        configuration.imagePadding = 6
        configuration.cornerStyle = .capsule
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let send = UIAction(title: "Send") { [weak self] action in
            self?.send(from: action.sender)
        }
        return UIButton(configuration: configuration, primaryAction: send)
    }()

    lazy var attachButton = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Attach", image: UIImage(systemName: "paperclip")) { [weak self] _ in
            self?.attachCount += 1
            print("attach")
        })

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        addSubview(attachButton)
        addSubview(sendButton)
        sendButton.configurationUpdateHandler = { [weak self] button in
            var updated = button.configuration
            updated?.baseBackgroundColor = button.isHighlighted ? .systemBlue.withAlphaComponent(0.7) : .systemBlue
            button.configuration = updated
            self?.highlightsSeen.append(button.isHighlighted)
        }
        let hint = UIAction(identifier: Self.hintIdentifier) { [weak self] _ in
            print("Tip: hold Send to schedule a message")
            self?.sendButton.removeAction(identifiedBy: ComposerBarView.hintIdentifier, for: .touchUpInside)
        }
        sendButton.addAction(hint, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        attachButton.frame = CGRect(x: 8, y: 8, width: 44, height: 44)
        sendButton.frame = CGRect(x: bounds.width - 108, y: 8, width: 100, height: 44)
    }

    private func send(from sender: Any?) {
        sentCount += 1
        print("send #\(sentCount) from \(sender is UIButton ? "button" : "elsewhere")")
    }
}
