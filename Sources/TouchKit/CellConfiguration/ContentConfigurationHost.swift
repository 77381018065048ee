import Foundation

/// What holds the view a cell's content configuration made, filling the cell's content view,
/// and the configuration it was made from: one body for a table's and a collection's cells'
/// `contentConfiguration`.
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

  /// The host in `contentView`, if a configuration was set.
  static func host(in contentView: View) -> ContentConfigurationHost? {
    contentView.subviews.lazy.compactMap { $0 as? ContentConfigurationHost }.first
  }

  /// Shows `configuration` in `contentView`, filling it, in place of the last one's view; a
  /// list configuration set again updates the labels it made (UIKit keeps the content view
  /// when the new configuration's type is the old one's: Apple's `UIContentView`); nil removes it.
  static func show(_ configuration: (any ContentConfiguration)?, in contentView: View) {
    let host = host(in: contentView)
    if let list = configuration as? ListContentConfiguration, let shown = host?.content as? ListContentView {
      shown.configuration = list
      host?.configuration = list
      return
    }
    host?.removeFromSuperview()
    guard let configuration else { return }
    contentView.addSubview(ContentConfigurationHost(configuration, filling: contentView.bounds))
  }
}
