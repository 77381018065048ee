import Foundation

/// A scrolling list of rows in sections, from a person's data source (UIKit's `UITableView`).
///
/// A scroll view: its content touches are delayed and it scrolls by its pan (§7). Its rows
/// come from ``dataSource`` and only the visible ones exist: as the content offset moves,
/// the layout pass (``layoutSubviews()``) asks for the rows coming into view
/// (`tableView(_:cellForRowAt:)`, which dequeues), and the cells leaving it leave the
/// hierarchy and wait in the reuse queue for the next dequeue of their identifier
/// (``ReusableViewQueue``). Where the rows are is ``TableGeometry``: with one height for all
/// rows, no row is asked about until it shows, so a million rows cost what a dozen do.
///
/// Highlight and selection follow the touches the cells pass up the responder chain
/// (ListSelectionTracker.swift); a control in a cell takes its touch itself and selects
/// nothing, as on iOS.
open class TableView: ScrollView {
  /// Its content size is its own (rows, items, text), not its content guide's.
  override class var sizesContentByConstraints: Bool { false }

  public let style: Style
  /// Asked for sections, rows and cells. Weak, as UIKit's.
  public weak var dataSource: (any TableViewDataSource)? {
    didSet { reloadData() }
  }
  /// Told of display, highlight and selection, and asked for heights. Weak, as UIKit's.
  public weak var delegate: (any TableViewDelegate)? {
    didSet { reloadData() }
  }
  /// Every row's height when the delegate gives none; `automaticDimension` (the default)
  /// uses ``estimatedRowHeight``, or 44 points without one (``Metrics/standardRowHeight``).
  public var rowHeight: CGFloat = TableView.automaticDimension {
    didSet { reloadLayout() }
  }
  /// The height the table places unmeasured rows at; 0 for none.
  public var estimatedRowHeight: CGFloat = TableView.automaticDimension {
    didSet { reloadLayout() }
  }
  /// Section headers' height when the delegate gives none; `automaticDimension` sizes a
  /// header to its title (none without one).
  public var sectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { reloadLayout() }
  }
  public var sectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { reloadLayout() }
  }
  /// Where a self-sizing header view not yet displayed is placed; `automaticDimension` (the
  /// default) lets the table choose, 0 measures every header view at once
  /// (TableView+SelfSizingHeaders.swift).
  public var estimatedSectionHeaderHeight: CGFloat = TableView.automaticDimension {
    didSet { reloadLayout() }
  }
  public var estimatedSectionFooterHeight: CGFloat = TableView.automaticDimension {
    didSet { reloadLayout() }
  }
  /// The view above the first section (UIKit's `tableHeaderView`), as tall as its frame was
  /// when it was set, as wide as the table (TableView+TableHeaderView.swift).
  public var tableHeaderView: View? {
    didSet { replaceEndView(oldValue, with: tableHeaderView, isFooter: false) }
  }
  /// The view below the last section (UIKit's `tableFooterView`), likewise.
  public var tableFooterView: View? {
    didSet { replaceEndView(oldValue, with: tableFooterView, isFooter: true) }
  }
  /// Whether a tap selects a row. Default true.
  public var allowsSelection = true
  /// Whether a tap on another row keeps the rows selected before it. Default false.
  public var allowsMultipleSelection = false
  /// Whether a tap selects a row while the table is editing (Apple: "The default value of this
  /// property is false"); ``allowsSelection`` applies only when it is not.
  public var allowsSelectionDuringEditing = false
  /// Whether taps while editing select several rows. Default false.
  public var allowsMultipleSelectionDuringEditing = false
  /// Whether the table is in editing mode; setting it is `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editingMode }
    set { setEditing(newValue, animated: false) }
  }
  var editingMode = false
  /// The static sections a layout declared (``StaticTableContent``), held here because
  /// ``dataSource`` is weak and nothing else holds them.
  public internal(set) var staticContent: StaticTableContent?
  /// A storyboard's static sections (``StaticTableSection``), which a ``TableViewController``'s
  /// default data source and delegate methods answer; nil for a table of dynamic rows. Its
  /// cells keep their storyboard names, not a reused cell's `table[section,row]`.
  public var staticSections: [StaticTableSection]? {
    didSet { needsReload = true; setNeedsLayout() }
  }

  /// Set false by the delegate's default `heightForRowAt` when it runs: the delegate gives no
  /// heights of its own, and every row is ``rowHeight`` tall (TableViewDelegate.swift).
  public internal(set) var delegateHasRowHeights = true
  /// Set false by the delegate's default `viewForHeaderInSection` (`viewForFooterInSection`)
  /// when it runs: no section has a header (footer) view to size (TableView+SelfSizingHeaders.swift).
  public internal(set) var delegateHasHeaderViews = true
  public internal(set) var delegateHasFooterViews = true

  var reuseQueue = ReusableViewQueue<TableViewCell>()
  /// Header and footer views for reuse, and those shown (TableView+HeaderFooter.swift).
  var headerFooterQueue = ReusableViewQueue<TableViewHeaderFooterView>()
  var visibleHeaderFooters: [HeaderFooterKey: View] = [:]
  var geometry = TableGeometry()
  /// Whether the data source must be asked again for counts and heights before the next tiling.
  var needsReload = true
  /// The visible cells by the row they show.
  var visible: [IndexPath: TableViewCell] = [:]
  /// The visible cells of the rows being reconfigured: a dequeue for one hands it back
  /// (TableView+Reconfigure.swift).
  var reconfiguring: [IndexPath: TableViewCell] = [:]
  /// The held row and the selected rows (ListSelectionTracker.swift).
  let selection = ListSelectionTracker()
  /// How many cells this table has made: the next cell's ``TableViewCell/serial``.
  var cellsMade = 0
  /// The update under way and the batch it is in (TableView+Updates.swift).
  var batch = UpdateBatch()
  /// The row swiped or open on its actions, and the pan that swipes (SwipeActionController.swift).
  private(set) lazy var swipeActions = SwipeActionController(table: self)

  /// The most rows a section may have: more is the data source's mistake (``TableViewFault``).
  /// Not UIKit's number (UIKit's limit is the memory its row data takes): large enough for any
  /// real list, small enough that heights asked row by row fit in memory.
  public static let maximumRowsInSection = 100_000_000
  /// The most sections a table may have, for the same reason.
  public static let maximumSections = 1_000_000
  /// The most cells shown at once: a row height near zero would otherwise ask for millions.
  /// Not UIKit's (it has none); far above what a screen of real rows holds.
  public static let maximumVisibleCells = 2_000

  /// A table of `style` (UIKit's `init(frame:style:)`).
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    setUpSwipeActions()
  }

  /// A plain table.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    setUpSwipeActions()
  }

  /// Attaches the swipe pan before the scroll view's recognizers, so it hears each sample
  /// before the scroll pan does (SwipeActionPanGestureRecognizer.swift).
  private func setUpSwipeActions() {
    handledActions.insert(SwipeActionController.recognizerAction)
    swipeActions.recognizer.addTarget(self, action: SwipeActionController.recognizerAction)
    addGestureRecognizerFirst(swipeActions.recognizer)
    nameSwipeRecognizer()
  }

  /// The swipe pan goes by the table's id in traces, as the scroll view's recognizers do.
  public override var id: String {
    didSet { nameSwipeRecognizer() }
  }

  private func nameSwipeRecognizer() {
    swipeActions.recognizer.id = "\(traceID).swipeActions"
  }

  /// The swipe pan's action moves, opens and closes the swiped row; other actions are the
  /// scroll view's.
  open override func perform(_ action: String, sender: AnyObject?) {
    guard action == SwipeActionController.recognizerAction, sender === swipeActions.recognizer else {
      return super.perform(action, sender: sender)
    }
    swipeActions.recognizerChanged()
  }

  /// The swipe pan begins on a sideways drag of a row with actions, or to close an open row;
  /// the table's other recognizers are the scroll view's to decide.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard gestureRecognizer === swipeActions.recognizer else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    return swipeActions.shouldBegin()
  }

  /// Enters or leaves editing mode: while editing, ``allowsSelectionDuringEditing`` and
  /// ``allowsMultipleSelectionDuringEditing`` decide what a tap selects (Apple's
  /// `allowsSelection`: "This property affects cell selection only when the table view is not in
  /// editing mode"). TouchLab draws no editing controls. A subclass that overrides it calls `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingMode = editing
  }

  /// Lays out the visible cells (TableView+Tiling.swift), as UIKit's table does in its own
  /// `layoutSubviews`: a subclass that overrides it calls `super`.
  open override func layoutSubviews() {
    super.layoutSubviews()
    tileCells()
    layOutEndViews()
  }

  /// A scroll asks for layout, which shows the rows now in view, and closes an open row.
  override func contentOffsetDidChange() {
    swipeActions.tableChanged()
    setNeedsLayout()
  }

  // The table takes the touches its cells pass up the chain (ListSelectionTracker.swift) and
  // passes them no further, as UIKit's does: a controller above a table hears none. The trace
  // says so (`handle`). A table with no data source (a dump's) is the scroll view it is, and
  // passes them on.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard takesRowTouches(.touchesBegan, touches, event) else {
      return super.touchesBegan(touches, with: event)
    }
    selection.touchesBegan(touches, with: event, in: self)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard takesRowTouches(.touchesMoved, touches, event) else {
      return super.touchesMoved(touches, with: event)
    }
    selection.touchesMoved(touches, with: event, in: self)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard takesRowTouches(.touchesEnded, touches, event) else {
      return super.touchesEnded(touches, with: event)
    }
    selection.touchesEnded(touches, with: event, in: self)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard takesRowTouches(.touchesCancelled, touches, event) else {
      return super.touchesCancelled(touches, with: event)
    }
    selection.touchesCancelled(touches, with: event, in: self)
  }

  /// Whether the table handles `method` itself (it has a data source), recorded as handled.
  private func takesRowTouches(_ method: TouchMethod, _ touches: Set<Touch>, _ event: Event?) -> Bool {
    guard dataSource != nil else { return false }
    event?.trace?.record(.handle(responder: traceID, method: method, touches: touches.sortedIDs))
    return true
  }

  // MARK: Reuse

  /// Registers `cellClass` (a `UITableViewCell` subclass) for `identifier`; nil unregisters.
  /// A dequeue of `identifier` with no queued cell makes one with
  /// `init(style: .default, reuseIdentifier: identifier)`.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellType = cellClass as? TableViewCell.Type else {
      reuseQueue.register(nil, for: identifier)
      return
    }
    reuseQueue.register({ cellType.init(style: .default, reuseIdentifier: $0) }, for: identifier)
  }

  /// A cell for `indexPath`: a queued cell of `identifier`, after its `prepareForReuse()`, or
  /// a new one of the registered class. With nothing registered UIKit throws, and so does
  /// TouchLab (``TableViewFault/unregisteredIdentifier(_:)``): Apple, "you must register a class
  /// or nib file using the register(_:forCellReuseIdentifier:) … method before calling this method".
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    if let cell = dequeue(identifier, for: indexPath) { return cell }
    TableViewFault.unregisteredIdentifier(identifier).raise()
  }

  /// A queued cell of `identifier`, or a new one of its registered class, or nil (the older
  /// call: nil tells the data source to make a cell itself).
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    dequeue(identifier, for: nil)
  }

  /// A queued or new cell, recorded as a `cellDequeue` (which cell object, the row it showed,
  /// the row it is for), so a reused cell's history is in the trace.
  private func dequeue(_ identifier: String, for indexPath: IndexPath?) -> TableViewCell? {
    let trace = window?.application?.trace
    if let indexPath, let cell = reconfiguring[indexPath], cell.reuseIdentifier == identifier {
      reconfiguring[indexPath] = nil
      trace?.record(
        .cellReconfigure(
          tableView: traceID, identifier: identifier, cell: cell.serial, indexPath: indexPath.tableDescription
        ))
      return cell
    }
    if let cell = reuseQueue.dequeueQueued(identifier) {
      trace?.record(
        .cellDequeue(
          tableView: traceID, identifier: identifier, cell: cell.serial, reused: true,
          previous: cell.lastIndexPath?.tableDescription, indexPath: indexPath?.tableDescription))
      cell.dequeueHistory.note(reused: true, previous: cell.lastIndexPath, indexPath: indexPath)
      UserCode.run(.prepareForReuse, of: cell) { cell.prepareForReuse() }
      return cell
    }
    guard let cell = reuseQueue.make(identifier) else { return nil }
    adopt(cell)
    trace?.record(
      .cellDequeue(
        tableView: traceID, identifier: identifier, cell: cell.serial, reused: false, previous: nil,
        indexPath: indexPath?.tableDescription))
    cell.dequeueHistory.note(reused: false, previous: nil, indexPath: indexPath)
    return cell
  }

  /// Makes `cell` this table's, with the next serial number.
  func adopt(_ cell: TableViewCell) {
    cell.owningTable = self
    cellsMade += 1
    cell.serial = cellsMade
  }

  // MARK: What is where

  public var numberOfSections: Int {
    reloadIfNeeded()
    return geometry.sections.count
  }

  public func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return geometry.sections.indices.contains(section) ? geometry.sections[section].rowCount : 0
  }

  /// Row `indexPath`'s rectangle in the table's content; `.zero` for a row that is not there.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    guard geometry.contains(indexPath) else { return .zero }
    let span = geometry.rowSpan(indexPath)
    return CGRect(x: rowInset, y: span.top, width: max(0, bounds.width - 2 * rowInset), height: span.height)
  }

  /// The row at `point` (in the table's coordinates, which are its content's), or nil over a
  /// header, a footer or no row.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.x >= 0, point.x < bounds.width else { return nil }
    return geometry.indexPath(at: point.y)
  }

  /// The row a visible `cell` shows; nil for a cell not shown.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    guard let indexPath = cell.shownIndexPath, visible[indexPath] === cell else { return nil }
    return indexPath
  }

  /// The cell showing `indexPath`, if it is visible (UIKit makes none for a row off screen).
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    visible[indexPath]
  }

  /// The visible cells, top to bottom.
  public var visibleCells: [TableViewCell] {
    visible.keys.sorted().compactMap { visible[$0] }
  }

  /// The visible rows, top to bottom; nil when none is, as in UIKit.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visible.isEmpty ? nil : visible.keys.sorted()
  }

  /// How far rows sit from the sides: only an inset grouped table's are inset.
  var rowInset: CGFloat { style == .insetGrouped ? Metrics.insetGroupedMargin : 0 }

  /// The height of a row the delegate does not size: ``rowHeight``, or the estimate when it
  /// is `automaticDimension`.
  var uniformRowHeight: CGFloat {
    if rowHeight >= 0, rowHeight.isFinite { return rowHeight }
    if estimatedRowHeight > 0, estimatedRowHeight.isFinite { return estimatedRowHeight }
    return Metrics.standardRowHeight
  }
}
