import Foundation

/// A table section's header or footer view (UIKit's `UITableViewHeaderFooterView`): a
/// ``contentView`` and a ``textLabel`` in it, reused as cells are
/// (``TableView/register(_:forHeaderFooterViewReuseIdentifier:)``). The table makes one for a
/// section that has a title and no view of the delegate's (`viewForHeaderInSection`), as UIKit
/// does, so the title is a real view a touch can land on.
open class TableViewHeaderFooterView: View {
  /// The identifier the view was made for, and is queued under for reuse.
  public internal(set) var reuseIdentifier: String?
  /// The view the header's content goes in: it fills the header.
  public let contentView: View
  private var textLabelStorage: Label?

  /// A header or footer queued under `reuseIdentifier` (UIKit's designated initializer), which
  /// a registered class is made with: `required`, so the table can make a subclass.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = View(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
  }

  public convenience override init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    contentView = View(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// The title's label, in the content view; made on first access, as UIKit's.
  public var textLabel: Label? {
    if let textLabelStorage { return textLabelStorage }
    let label = Label(frame: .zero)
    textLabelStorage = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// Called before a dequeue hands the view back for another section; a subclass calls `super`.
  open func prepareForReuse() {}

  /// The content view fills the view; the label sits in it 16 points in from the leading side
  /// (UNSOURCED: iPhone's layout margin).
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    textLabelStorage?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
  }

  /// The view measured through its content view, as a cell is (TableViewCell's
  /// `systemLayoutSizeFitting`): a self-sizing header's constraints are in `contentView`
  /// (TableView+SelfSizingHeaders.swift).
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    contentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  /// Names the view after its table and section (`list.header[0]`), renaming the views named
  /// after its old name, and its own unnamed parts.
  func name(_ newName: String) {
    guard newName != id else { return }
    renameSubtree(to: newName)
    if contentView.id.isEmpty { contentView.id = newName + ".contentView" }
    if let textLabelStorage, textLabelStorage.id.isEmpty { textLabelStorage.id = newName + ".textLabel" }
  }
}
