import Foundation

/// A row of a table (UIKit's `UITableViewCell`): its ``contentView``, labels, image view,
/// accessory and highlight and selection states.
///
/// **`contentView` is made when first asked for**, and added then above the cell's existing
/// subviews. So a view a person adds to the cell itself (`addSubview`, not
/// `contentView.addSubview`) before anything asks for the content view ends up under it, and
/// the content view takes its touches: the "button in my cell does not respond" of iOS 14 and
/// later. Apple documents only "add subviews to contentView"; the lazy creation and the order
/// are community-sourced observations (iOS 14 release-time reports), tested as such. The table
/// asks for it before it shows the cell, as UIKit does on first display.
///
/// Cells are made by the table from a registered class (``TableView/register(_:forCellReuseIdentifier:)``)
/// with ``init(style:reuseIdentifier:)``, which is therefore `required`: a person's subclass
/// overriding it writes `required` (TouchLab's source preparation does, for pasted code).
open class TableViewCell: View {
  /// The identifier the cell was made for, and is queued under for reuse.
  public internal(set) var reuseIdentifier: String?
  /// Which labels the cell has.
  public let cellStyle: CellStyle
  /// The standard accessory: a mark (`.disclosureIndicator`, `.checkmark`) that takes no touch
  /// of its own, or a detail button (`.detailButton`, `.detailDisclosureButton`) that does
  /// (TableViewCell+Accessory.swift).
  public var accessoryType: AccessoryType = .none {
    didSet {
      updateAccessoryButton()
      setNeedsLayout()
    }
  }
  /// A view shown at the trailing edge instead of ``accessoryType``'s mark: a subview of the
  /// cell beside the content view, which takes its own touches.
  public var accessoryView: View? {
    didSet {
      guard oldValue !== accessoryView else { return }
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      updateAccessoryButton()
      setNeedsLayout()
    }
  }
  public var selectionStyle: SelectionStyle = .default
  private var highlightedState = false
  private var selectedState = false
  private var contentViewStorage: View?
  /// The detail button of a `.detailButton` or `.detailDisclosureButton` accessory.
  var accessoryButtonStorage: AccessoryButton?
  private var textLabelStorage: Label?
  private var detailTextLabelStorage: Label?
  /// The image view, once made or adopted from the archive (TableViewCell+ImageView.swift).
  var imageViewStorage: ImageView?
  /// The table that made the cell: a cell from another table is refused (``TableViewFault``).
  weak var owningTable: TableView?
  /// A number the table gives each cell it makes, in order: how dequeue records name the
  /// cell object (the same object reused shows the same number).
  var serial = 0
  /// The index path the cell shows now, while it is visible.
  var shownIndexPath: IndexPath? {
    didSet { if let shownIndexPath { lastIndexPath = shownIndexPath } }
  }
  /// The index path the cell showed last: what a dequeue record says a reused cell showed.
  var lastIndexPath: IndexPath?
  /// Its latest dequeues, as the dequeue records say them (``View/reusedViewIdentity``).
  var dequeueHistory = DequeueHistory()
  /// When the configurations are updated, and the background kept (TableViewCell+Configuration.swift).
  let configurationUpdate = CellConfigurationUpdate()
  /// Called with the cell and its state at each configuration update, after
  /// ``updateConfiguration(using:)`` (UIKit's `configurationUpdateHandler`, iOS 15).
  public var configurationUpdateHandler: ((TableViewCell, CellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// A cell of `style`, queued under `reuseIdentifier` (UIKit's designated initializer).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableView.Metrics.standardRowHeight))
  }

  /// A default-style cell with no identifier (UIKit's `init(frame:)`).
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  /// The view a cell's content goes in. Made on first access and added then, in front of
  /// the cell's subviews (see the type's comment).
  public var contentView: View {
    if let contentViewStorage { return contentViewStorage }
    // A cell from an Interface Builder file has its content view already: the archive's
    // `contentView`, which `init(coder:)` decodes on iOS.
    if let archived = subviews.first(where: { $0.importedOrigin?.className == Self.archivedContentViewClass })
    {
      contentViewStorage = archived
      return archived
    }
    let view = View(frame: contentFrame)
    if !id.isEmpty { view.id = id + ".contentView" }
    contentViewStorage = view
    addSubview(view)
    return view
  }

  /// The class Interface Builder files name a cell's content view by.
  static let archivedContentViewClass = "UITableViewCellContentView"

  /// Whether the content view has been made yet.
  var hasContentView: Bool { contentViewStorage != nil }

  /// The cell's main label, in the content view; made on first access, as UIKit's.
  public var textLabel: Label? { part(\.textLabelStorage, "textLabel") { Label(frame: .zero) } }

  /// The second label: nil for the `.default` style, as in UIKit.
  public var detailTextLabel: Label? {
    cellStyle == .default ? nil : part(\.detailTextLabelStorage, "detailTextLabel") { Label(frame: .zero) }
  }

  /// The cell's part kept at `slot` (a label, the image view), made on first access in the
  /// content view and named after the cell (`list[0,1].textLabel`), as UIKit makes a styled
  /// cell's parts when they are first asked for.
  func part<Part: View>(
    _ slot: ReferenceWritableKeyPath<TableViewCell, Part?>, _ name: String, make: () -> Part
  ) -> Part {
    if let made = self[keyPath: slot] { return made }
    let made = make()
    if !id.isEmpty { made.id = id + "." + name }
    self[keyPath: slot] = made
    contentView.addSubview(made)
    setNeedsLayout()
    return made
  }

  /// Whether the cell shows as touched. Setting it calls ``setHighlighted(_:animated:)``.
  public var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Whether the cell shows as selected. Setting it calls ``setSelected(_:animated:)``.
  public var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }

  /// Sets the highlight; the table calls it as a touch lands and lifts. A subclass that
  /// overrides it calls `super` to keep the state, as in UIKit.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != highlightedState else { return }
    highlightedState = highlighted
    noteDrawnChange()
    setNeedsUpdateConfiguration()
  }

  /// Sets the selection; the table calls it as rows are selected and deselected.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != selectedState else { return }
    selectedState = selected
    noteDrawnChange()
    setNeedsUpdateConfiguration()
  }

  /// The detail button's action (TableViewCell+Accessory.swift): the table tells its delegate.
  open override func perform(_ action: String, sender: AnyObject?) {
    guard action == Self.accessoryButtonAction, let button = accessoryButtonStorage, sender === button else {
      return super.perform(action, sender: sender)
    }
    detailButtonTapped()
  }

  /// Updates the cell's configurations for `state` (UIKit's, iOS 14): called in the layout
  /// pass after the state changed, never directly (Apple: "Avoid calling this method directly.
  /// Instead, use setNeedsUpdateConfiguration() to request an update"). A subclass overrides it;
  /// the default does nothing.
  open func updateConfiguration(using state: CellConfigurationState) {}

  /// Called just before a dequeue hands the cell back for another row (Apple: "If a
  /// UITableViewCell object is reusable … the table view calls this method just before the
  /// object is returned from the UITableView method dequeueReusableCell(withIdentifier:)").
  /// The default clears the highlight and selection; a subclass calls `super`.
  open func prepareForReuse() {
    setHighlighted(false, animated: false)
    setSelected(false, animated: false)
  }

  /// The content view fills the cell but for the accessory's width at the trailing edge; the
  /// labels sit in it as the cell's style places them.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let accessoryWidth = self.accessoryWidth
    if let accessoryView {
      accessoryView.center = CGPoint(x: bounds.width - accessoryWidth / 2, y: bounds.midY)
    } else if let accessoryButtonStorage {
      accessoryButtonStorage.frame = CGRect(
        x: bounds.width - accessoryWidth, y: 0, width: accessoryWidth, height: bounds.height)
    }
    guard let contentViewStorage else { return }
    contentViewStorage.frame = CGRect(
      x: 0, y: 0, width: max(0, bounds.width - accessoryWidth), height: bounds.height)
    layOutLabels(in: contentViewStorage.bounds)
  }

  /// The width the accessory takes at the trailing edge, which the content view leaves to it.
  private var accessoryWidth: CGFloat {
    if let accessoryView { return accessoryView.bounds.width + Metrics.labelInset }
    return accessoryType == .none ? 0 : Metrics.accessoryWidth
  }

  /// The cell measured through its content view, as UIKit's is: the content view's fitting
  /// size at the target width less the accessory's, plus the accessory's width. A self-sizing
  /// table asks it of each row it displays (TableView+SelfSizing.swift).
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    let accessoryWidth = self.accessoryWidth
    let content = contentView.systemLayoutSizeFitting(
      CGSize(width: max(0, targetSize.width - accessoryWidth), height: targetSize.height),
      withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
    return CGSize(width: content.width + accessoryWidth, height: content.height)
  }

  private var contentFrame: CGRect {
    CGRect(origin: .zero, size: bounds.size)
  }

  /// The text label on the leading side; the detail label below it (`.subtitle`) or on the
  /// trailing side (`.value1`, `.value2`).
  private func layOutLabels(in area: CGRect) {
    var inner = area.insetBy(dx: Metrics.labelInset, dy: 0)
    guard inner.width > 0 else { return }
    if let textStart = layOutImageView(in: inner) {
      inner = CGRect(x: textStart, y: inner.minY, width: max(0, inner.maxX - textStart), height: inner.height)
    }
    switch (cellStyle, detailTextLabelStorage) {
    case (.subtitle, .some(let detail)):
      let (top, bottom) = inner.divided(atDistance: inner.height / 2, from: .minYEdge)
      textLabelStorage?.frame = top
      detail.frame = bottom
    case (_, .some(let detail)):
      let (leading, trailing) = inner.divided(atDistance: inner.width / 2, from: .minXEdge)
      textLabelStorage?.frame = leading
      detail.frame = trailing
    case (_, .none):
      textLabelStorage?.frame = inner
    }
  }

  /// Names the cell after its table and index path (`list[2,5]`), and renames the views
  /// named after its old name (`list[0,1].likeButton` becomes `list[2,5].likeButton`), so a
  /// trace names a reused cell's views by the row they show now.
  func name(_ newName: String) {
    guard newName != id else { return }
    renameSubtree(to: newName)
    nameUnnamedParts(newName)
  }

  /// The cell's own parts (content view, labels) are named after the cell, as its row's views
  /// are, so a trace and why-not tell one row's label from another's (not all "Label").
  private func nameUnnamedParts(_ name: String) {
    let parts: [(View?, String)] = [
      (contentViewStorage, "contentView"), (textLabelStorage, "textLabel"),
      (detailTextLabelStorage, "detailTextLabel"), (imageViewStorage, "imageView"),
    ]
    for case (let view?, let part) in parts where view.id.isEmpty { view.id = name + "." + part }
    if let contentViewStorage { ContentConfigurationHost.nameParts(in: contentViewStorage, cell: name) }
  }
}
