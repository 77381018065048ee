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
    // A cell already shown names the new views now; one not yet shown names them when it is.
    if contentView.id.hasSuffix(contentViewSuffix) {
      nameParts(in: contentView, cell: String(contentView.id.dropLast(contentViewSuffix.count)))
    }
  }

  /// How a cell's content view's id ends (`list[0,1].contentView`).
  static let contentViewSuffix = ".contentView"

  /// Names the views a configuration made in `contentView` after the cell `name`, as the
  /// cell's other parts are (`list[0,1].textLabel`), so a trace, why-not and `query` tell one
  /// row's text from another's: a list configuration's `list[0,1].text`, `.secondaryText` and
  /// `.image` in `list[0,1].listContentView`, all in `list[0,1].contentConfiguration` (the
  /// view filling the content view). A view the person's own configuration made keeps its id.
  static func nameParts(in contentView: View, cell name: String) {
    guard let host = host(in: contentView) else { return }
    var parts: [(View, String)] = [(host, "contentConfiguration")]
    if let list = host.content as? ListContentView {
      parts += [
        (list, "listContentView"), (list.textLabel, "text"), (list.secondaryTextLabel, "secondaryText"),
        (list.imageView, "image"),
      ]
    }
    for (view, part) in parts where view.id.isEmpty { view.id = name + "." + part }
  }
}
