import Foundation

/// The root of a tab bar controller's More navigation controller (UIKit's private
/// `UIMoreListController`): a table listing, one row each, the view controllers the bar has no
/// room for. Apple, `UITabBarController` reference: "If you add six or more custom view
/// controllers to a tab bar controller, the tab bar controller displays only the first four
/// items plus the standard More item on the tab bar. Tapping the More item brings up a standard
/// interface for selecting the remaining items."
///
/// The list is a real ``TableView`` (its rows dequeued, highlighted and selected as any table's,
/// so the trace and `describe` show them as for any table), each row its controller's tab bar
/// item's title and image (in the cell's ``TableViewCell/imageView``, as iOS's More list shows
/// each tab's icon beside its title) with a disclosure indicator; a tap on a row pushes that
/// controller onto the More navigation controller (``TabBarController/showFromMoreList(_:)``).
/// Its navigation item's right button is Edit while any tab is customizable (Apple,
/// `customizableViewControllers`: "the More navigation controller … displays an Edit button …
/// if this property contains any view controllers"), which opens the Configure sheet
/// (TabBarController+Customizing.swift).
final class MoreListController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The identifier the list's cells are registered and dequeued under.
  static let reuseIdentifier = "UIMoreListCell"
  /// UIKit's title of the list (the More system item's).
  static let title = TabBarItem.SystemItem.more.title

  /// The tab bar controller whose extra tabs this lists.
  weak var tabs: TabBarController?
  /// The table, made with the view.
  let table = TableView(frame: .zero, style: .plain)

  init(tabs: TabBarController) {
    self.tabs = tabs
    super.init(nibName: nil, bundle: nil)
    id = "UIMoreListController"
    title = Self.title
    table.id = "moreList"
    table.register(TableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    table.dataSource = self
    table.delegate = self
    handledActions = [Self.editAction]
    updateEditButton()
  }

  /// The action the Edit button sends the list. UIKit's is private; TouchLab's name, so the
  /// trace shows the tap reaching the list.
  static let editAction = "_customizeTabs:"

  /// The Edit button while any tab is customizable, none otherwise.
  func updateEditButton() {
    let customizable = !(tabs?.customizableViewControllers ?? []).isEmpty
    if customizable, navigationItem.rightBarButtonItem == nil {
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .edit, target: self, action: Selector(Self.editAction))
    } else if !customizable {
      navigationItem.rightBarButtonItem = nil
    }
  }

  /// The Edit button's tap opens the Configure sheet.
  override func perform(_ action: String, sender: AnyObject?) {
    guard action == Self.editAction else { return super.perform(action, sender: sender) }
    tabs?.beginCustomizingTabs()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The view holds the table in its safe area, below the More navigation controller's bar and
  /// above the tab bar, as UIKit's content inset adjustment places the rows.
  override func loadView() {
    let container = MoreListView(frame: .zero)
    container.table = table
    container.addSubview(table)
    view = container
  }

  /// Shown again (a controller popped back to the list): its controllers are tabs again, and
  /// the rows are read anew.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tabs?.adoptTabs()
    table.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    tabs?.moreViewControllers.count ?? 0
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
    let controllers = tabs?.moreViewControllers ?? []
    let controller = controllers.indices.contains(indexPath.row) ? controllers[indexPath.row] : nil
    cell.textLabel?.text = controller?.tabBarItem.title ?? controller?.title
    cell.imageView?.image = controller?.tabBarItem.image
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  /// A tap on a row pushes its controller (Apple's "standard interface for selecting the
  /// remaining items").
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let controllers = tabs?.moreViewControllers ?? []
    guard controllers.indices.contains(indexPath.row) else { return }
    tabs?.showFromMoreList(controllers[indexPath.row])
  }
}

/// The More list's view: lays its table out in its safe area whenever its size or window
/// changes (a tap may come before any layout pass) and in each pass.
final class MoreListView: View {
  weak var table: TableView?

  override var frame: CGRect {
    didSet { if frame.size != oldValue.size { arrange() } }
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    arrange()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    arrange()
  }

  private func arrange() {
    let insets = safeAreaInsets
    table?.frame = CGRect(
      x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }
}
