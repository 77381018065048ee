import Foundation

/// The view a ``ListContentConfiguration`` makes (UIKit's `UIListContentView`): an image view,
/// a text label and a secondary text label, laid out inside the configuration's margins.
///
/// Where each goes is UNSOURCED (UIKit measures its text; TouchLab does not): the image a
/// square as tall as the content at the leading margin, the text after it, the secondary text
/// under the text (or at the trailing side for a value cell). None of them takes touches, as
/// a label and an image view do not by default (§1), so a tap anywhere on the row is its
/// cell's.
public final class ListContentView: View {
  /// The configuration shown; setting it updates the labels.
  public var configuration: ListContentConfiguration {
    didSet { apply() }
  }
  public let textLabel = Label(frame: .zero)
  public let secondaryTextLabel = Label(frame: .zero)
  public let imageView = ImageView(frame: .zero)

  public init(configuration: ListContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    setUp()
  }

  public required init?(coder: NSCoder) {
    configuration = .cell()
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    for part in [imageView, textLabel, secondaryTextLabel] as [View] { addSubview(part) }
    apply()
  }

  /// The labels' texts and looks, and which parts are shown.
  private func apply() {
    textLabel.text = configuration.text
    textLabel.font = configuration.textProperties.font
    textLabel.textColor = configuration.textProperties.color
    textLabel.isHidden = configuration.text == nil
    secondaryTextLabel.text = configuration.secondaryText
    secondaryTextLabel.font = configuration.secondaryTextProperties.font
    secondaryTextLabel.textColor = configuration.secondaryTextProperties.color
    secondaryTextLabel.isHidden = configuration.secondaryText == nil
    imageView.image = configuration.image
    imageView.isHidden = configuration.image == nil
    setNeedsLayout()
  }

  /// The parts inside the margins: the image, then the texts.
  public override func layoutSubviews() {
    super.layoutSubviews()
    let area = bounds.inset(by: configuration.directionalLayoutMargins.edgeInsets)
    var textStart = area.minX
    if configuration.image != nil {
      imageView.frame = CGRect(x: area.minX, y: area.minY, width: area.height, height: area.height)
      textStart = imageView.frame.maxX + configuration.imageToTextPadding
    }
    let width = max(0, area.maxX - textStart)
    switch (configuration.style, configuration.secondaryText != nil) {
    case (.value, true):
      textLabel.frame = CGRect(x: textStart, y: area.minY, width: width / 2, height: area.height)
      secondaryTextLabel.frame = CGRect(
        x: textStart + width / 2, y: area.minY, width: width / 2, height: area.height)
    case (.stacked, true):
      textLabel.frame = CGRect(x: textStart, y: area.minY, width: width, height: area.height / 2)
      secondaryTextLabel.frame = CGRect(
        x: textStart, y: area.minY + area.height / 2, width: width, height: area.height / 2)
    case (_, false):
      textLabel.frame = CGRect(x: textStart, y: area.minY, width: width, height: area.height)
    }
  }
}
