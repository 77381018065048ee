import Foundation

/// A view controller whose view is a table, and which is that table's data source and
/// delegate (UIKit's `UITableViewController`).
///
/// Apple: "creates an unconfigured table view with the correct dimensions and resizing mask,
/// assigns it to the table view controller's view property, and sets the table view's data
/// source and delegate to self". A subclass overrides the data source and delegate methods it
/// needs (`override func tableView(_:numberOfRowsInSection:)`, as Xcode's template writes them)
/// and may call `super`; the others answer UIKit's defaults.
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The style the table is made with (`init(style:)`; plain otherwise, as UIKit's `init()`).
  public let style: TableView.Style
  /// Whether the table's selected rows are deselected when the view is about to appear. Apple:
  /// the table view controller "clears its selection … every time the table view is displayed.
  /// The UITableViewController class implements this in the superclass method
  /// viewWillAppear(_:)". Here the view appears when it goes into a window, and again when a
  /// navigation controller pops back to it (ViewController+Lifecycle.swift).
  public var clearsSelectionOnViewWillAppear = true

  /// A controller whose table is of `style`.
  public init(style: TableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName: String?, bundle: Bundle?) {
    style = .plain
    super.init(nibName: nibName, bundle: bundle)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The controller's view, a table: made by ``loadView()``, or set.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// Makes the table of ``style``, with this controller as its data source and delegate. A
  /// controller with a nib loads the nib's view instead, as UIKit's does.
  open override func loadView() {
    if loadViewFromNib() { return }
    let table = TableView(frame: .zero, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Deselects the table's selected rows when ``clearsSelectionOnViewWillAppear`` (see there).
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? TableView else { return }
    for indexPath in table.indexPathsForSelectedRows ?? [] {
      table.deselectRow(at: indexPath, animated: animated)
    }
  }

  // MARK: Data source: UIKit's defaults, for a subclass to override

  // A storyboard's static table (``TableView/staticSections``) is answered by these defaults,
  // as UIKit's controller answers it: its sections, cells, titles and cell heights.

  /// The static sections' count; else 1, as the protocol's default.
  open func numberOfSections(in tableView: TableView) -> Int { tableView.staticSections?.count ?? 1 }

  /// The static section's cells' count; else 0: no rows until a subclass gives its count.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticSection(section)?.cells.count ?? 0
  }

  /// The static cell of the row; else none: a table that has rows and no `cellForRowAt` stops
  /// with a message.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    guard let cell = tableView.staticCell(at: indexPath) else {
      TableViewFault.controllerHasNoCells(indexPath).raise()
    }
    return cell
  }

  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    tableView.staticSection(section)?.headerTitle
  }

  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    tableView.staticSection(section)?.footerTitle
  }

  // MARK: Delegate: UIKit's defaults

  /// A static cell's own height (Xcode writes `rowHeight` on a cell whose height is custom),
  /// else the table's `rowHeight`. UIKit's `UITableViewController` implements this method
  /// itself (community: static cells' heights are answered through it), so its table asks
  /// every row, as it asks any delegate that has it; the default does not say it ran (the
  /// protocol's does, ``TableView/delegateHasRowHeights``), since a subclass's override that
  /// calls `super` for some rows must keep its own heights for the others.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard let heights = tableView.staticSection(indexPath.section)?.rowHeights,
      heights.indices.contains(indexPath.row), let height = heights[indexPath.row]
    else { return tableView.rowHeight }
    return height
  }

  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }

  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }

  /// Default nil: a titled section gets the table's header for its title. It says it ran, as
  /// the protocol's default does (``TableView/delegateHasHeaderViews``): that only decides
  /// whether headers wait at their estimate, and a view given later is still shown.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    tableView.delegateHasHeaderViews = false
    return nil
  }

  /// Default nil, as ``tableView(_:viewForHeaderInSection:)``.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    tableView.delegateHasFooterViews = false
    return nil
  }

  open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  {}

  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

  open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

  open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

  open func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }

  open func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
}
