import Foundation

/// A collection cell that looks like a table row (UIKit's `UICollectionViewListCell`): a
/// ``CollectionViewCell`` with accessories and a default list content configuration.
///
/// Accessories are kept, not shown: the disclosure indicator, checkmark and label are
/// drawn by UIKit and take no touch of their own, so a tap on them is the row's, as here; the
/// delete, reorder and outline buttons do take touches on iOS, which TouchLab does not model
/// yet, so setting any accessory is reported once (a notice).
open class CollectionViewListCell: CollectionViewCell {
  /// The row's accessories, kept.
  open var accessories: [CellAccessory] = [] {
    didSet { if !accessories.isEmpty { notice(.cellAccessories) } }
  }
  /// How far the content is indented: kept.
  open var indentationLevel = 0

  /// A content configuration for a list row, to fill in and set as ``contentConfiguration``.
  open func defaultContentConfiguration() -> ListContentConfiguration {
    .cell()
  }
}

extension CollectionViewCell {
  /// The cell's content as a configuration (UIKit's `contentConfiguration`): setting one puts
  /// the view it makes in the ``contentView``, filling it, in place of the last one's; a list
  /// configuration set again updates the labels it made.
  public var contentConfiguration: (any ContentConfiguration)? {
    get { configurationHost?.configuration }
    set {
      let host = configurationHost
      if let list = newValue as? ListContentConfiguration, let shown = host?.content as? ListContentView {
        shown.configuration = list
        host?.configuration = list
        return
      }
      host?.removeFromSuperview()
      guard let newValue else { return }
      contentView.addSubview(ContentConfigurationHost(newValue, filling: contentView.bounds))
    }
  }

  /// The view holding what the configuration made, if there is one.
  private var configurationHost: ContentConfigurationHost? {
    contentView.subviews.lazy.compactMap { $0 as? ContentConfigurationHost }.first
  }
}

/// What holds the view a cell's content configuration made, filling the cell's content view,
/// and the configuration it was made from.
final class ContentConfigurationHost: View {
  var configuration: any ContentConfiguration
  let content: View

  init(_ configuration: any ContentConfiguration, filling frame: CGRect) {
    self.configuration = configuration
    content = configuration.makeContentView()
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.frame = bounds
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(content)
  }

  required init?(coder: NSCoder) {
    preconditionFailure("a configuration's view is made only by its cell")
  }
}
