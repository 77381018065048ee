import Foundation

/// An item of a collection view (UIKit's `UICollectionViewCell`).
///
/// Its ``contentView`` is made with the cell and is its first subview, so a view added to the
/// cell itself lies above it, as in UIKit (Apple: "add your cell's custom content … to the
/// contentView"). ``isHighlighted`` and ``isSelected`` are stored properties a subclass
/// overrides with an observer (`override var isSelected: Bool { didSet { … } }`), the way iOS
/// code writes them; the collection sets them as touches highlight and select its items
/// (ListSelectionTracker.swift).
open class CollectionViewCell: CollectionReusableView {
  /// The view the cell's content goes in: it fills the cell.
  public let contentView: View

  /// Whether the cell shows as touched.
  open var isHighlighted = false {
    didSet { if oldValue != isHighlighted { stateDidChange() } }
  }

  /// Whether the cell shows as selected.
  open var isSelected = false {
    didSet { if oldValue != isSelected { stateDidChange() } }
  }

  /// When the configurations are updated, and the background kept (CollectionViewCell+Configuration.swift).
  let configurationUpdate = CellConfigurationUpdate()
  /// Called with the cell and its state at each configuration update, after
  /// ``updateConfiguration(using:)`` (UIKit's `configurationUpdateHandler`, iOS 15).
  public var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Updates the cell's configurations for `state` (UIKit's, iOS 14): called in the layout
  /// pass after the state changed, never directly (Apple: "Avoid calling this method directly.
  /// Instead, use setNeedsUpdateConfiguration() to request an update"). A subclass overrides it;
  /// the default does nothing.
  open func updateConfiguration(using state: CellConfigurationState) {}

  private func stateDidChange() {
    noteDrawnChange()
    setNeedsUpdateConfiguration()
  }

  public override init(frame: CGRect) {
    contentView = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) {
    contentView = View(frame: .zero)
    super.init(coder: coder)
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
    addSubview(contentView)
  }

  /// Clears the highlight and selection before the cell shows another item; a subclass calls
  /// `super`, as in UIKit.
  open override func prepareForReuse() {
    super.prepareForReuse()
    if isHighlighted { isHighlighted = false }
    if isSelected { isSelected = false }
  }

  /// The content view fills the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let frame = CGRect(origin: .zero, size: bounds.size)
    if contentView.frame != frame { contentView.frame = frame }
  }

  /// The offered attributes with the size of the content view's fit to their size: a length
  /// the cell decides at `.fittingSizeLevel` (a flow layout's estimate constrains neither: a
  /// cell as wide as its collection pins its content view's width itself), a length the layout
  /// holds (a compositional item's dimension that is not `.estimated`, a list row's width) at
  /// `.required`, so a row's text wraps at the row's width and its height follows.
  open override func preferredLayoutAttributesFitting(
    _ layoutAttributes: CollectionViewLayoutAttributes
  ) -> CollectionViewLayoutAttributes {
    let attributes = layoutAttributes.copied()
    attributes.size = contentView.systemLayoutSizeFitting(
      layoutAttributes.size,
      withHorizontalFittingPriority: layoutAttributes.fitsWidth ? .fittingSizeLevel : .required,
      verticalFittingPriority: layoutAttributes.fitsHeight ? .fittingSizeLevel : .required)
    return attributes
  }

  override func nameParts(_ name: String) {
    if contentView.id.isEmpty || contentView.id.hasSuffix(ContentConfigurationHost.contentViewSuffix) {
      contentView.id = name + ContentConfigurationHost.contentViewSuffix
    }
    ContentConfigurationHost.nameParts(in: contentView, cell: name)
  }
}
