import Foundation

/// What a cell's content is, as a value the cell turns into views (UIKit's
/// `UIContentConfiguration`): setting a cell's `contentConfiguration` (a table's or a
/// collection's) puts the view it makes in the cell's `contentView`.
public protocol ContentConfiguration {
  /// The view that shows this configuration, made when a cell is given it.
  func makeContentView() -> View
}
