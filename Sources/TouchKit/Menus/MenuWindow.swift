import Foundation

/// An open menu, as iOS presents one: a window of its own over the whole screen, above the
/// app's windows and the keyboard's, holding a box (`menu`) of rows (`menuItem1`, …) beside
/// the view it came from, over a backdrop (`menuBackdrop`) that takes every other touch.
///
/// So hit testing (windows front to back by level, §1) gives a touch on a row to the row,
/// which chooses its item when the touch ends inside it, and any other touch to the backdrop,
/// which closes the menu: no view of the app's sees it. The application opens and closes it
/// (Application+Menu.swift).
public final class MenuWindow: Window {
  /// The menu shown now: the one opened, or the submenu chosen in it.
  public private(set) var menu: Menu
  /// The view the menu came from: a button, or a context menu interaction's view.
  public private(set) weak var source: View?
  /// The sender its actions are sent with.
  weak var sender: AnyObject?
  /// The box holding the rows.
  public let box: View
  let backdrop: MenuBackdrop
  private var rows: [MenuRow] = []

  /// Above the keyboard's window, so a menu opened while typing shows over the keys
  /// (UNSOURCED: iOS presents menus in a window of its own whose level no document gives).
  public static let level: CGFloat = KeyboardWindow.level + 1
  /// A row's height and the box's width, in points (UNSOURCED: as commonly measured on iOS).
  public static let rowHeight: CGFloat = 44
  public static let width: CGFloat = 250
  /// The least distance between the box and the screen's edges (UNSOURCED).
  public static let margin: CGFloat = 8

  init(menu: Menu, source: View, sender: AnyObject?, screen: CGSize) {
    self.menu = menu
    self.source = source
    self.sender = sender
    box = View(id: "menu", frame: .zero)
    backdrop = MenuBackdrop(frame: CGRect(origin: .zero, size: screen))
    super.init(frame: CGRect(origin: .zero, size: screen))
    id = "menuWindow"
    windowLevel = Self.level
    addSubview(backdrop)
    addSubview(box)
  }

  public required init?(coder: NSCoder) { nil }

  /// What each row shows, top to bottom.
  public var rowTitles: [String] { rows.compactMap(\.text) }

  /// Makes the rows of ``menu`` and places the box beside `anchor` (the source's frame on the
  /// screen): below it when the rows fit there, else above it, else as low as fits; its left
  /// edge at the anchor's, kept ``margin`` inside the screen.
  func arrange(beside anchor: CGRect) {
    self.anchor = anchor
    for row in rows { row.removeFromSuperview() }
    let items = MenuItem.rows(of: menu) { [weak self] in self?.arrange(beside: anchor) }
    let height = CGFloat(items.count) * Self.rowHeight
    let screen = frame.size
    let y: CGFloat
    if anchor.maxY + height <= screen.height - Self.margin {
      y = anchor.maxY
    } else if anchor.minY - height >= Self.margin {
      y = anchor.minY - height
    } else {
      y = max(Self.margin, screen.height - Self.margin - height)
    }
    let x = min(max(Self.margin, anchor.minX), max(Self.margin, screen.width - Self.margin - Self.width))
    box.frame = CGRect(x: x, y: y, width: Self.width, height: height)
    rows = items.enumerated().map { index, item in
      MenuRow(
        item: item, index: index + 1,
        frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight))
    }
    for row in rows { box.addSubview(row) }
  }

  /// The anchor the box was placed beside.
  var anchor: CGRect = .zero

  /// A touch that opened the menu (a button's, a long press's) lifted at `point` on the
  /// screen: over a row, that row is chosen, as when a tap ends on it; elsewhere the menu stays.
  func release(at point: CGPoint, event: Event?) {
    highlightRow(at: point)
    guard let chosen = row(at: point) else { return }
    choose(chosen.item, event: event)
  }

  /// The touch that opened the menu moved to `point` on the screen: the row under it is
  /// highlighted, and no other (UNSOURCED: observed, as on iOS, dragging from a button or a
  /// long press over an open menu highlights the item under the finger; lifting there chooses
  /// it). A disabled action or a loading row is not highlighted, as it cannot be chosen.
  func highlightRow(at point: CGPoint?) {
    let under = point.flatMap(row(at:))
    for row in rows { row.isHighlighted = row === under && row.isChoosable }
  }

  /// The row at `point` on the screen, if any.
  private func row(at point: CGPoint) -> MenuRow? {
    let inBox = box.convertFromSuperview(convertFromSuperview(point))
    return rows.first { $0.frame.contains(inBox) }
  }

  /// The highlighted row's title, if one is (the row under the finger).
  public var highlightedRowTitle: String? { rows.first(where: \.isHighlighted)?.text }

  /// A row was chosen: an action's handler runs and the menu closes (unless the action keeps it
  /// presented); a submenu's children replace the rows; a disabled action or a loading row
  /// does nothing.
  func choose(_ item: MenuItem, event: Event?) {
    guard let application else { return }
    let recorder = event?.trace ?? application.trace
    switch item {
    case .loading:
      return
    case .submenu(let submenu):
      menu = submenu
      arrange(beside: anchor)
      recorder?.record(
        .menuOpened(menu: submenu.traceName, source: source?.traceID ?? "", items: rowTitles))
    case .action(let action, let parent):
      guard !action.attributes.contains(.disabled) else { return }
      recorder?.record(.menuItemChosen(item: action.traceID, menu: menu.traceName))
      if parent.options.contains(.singleSelection) {
        for case let sibling as Action in parent.children { sibling.state = sibling === action ? .on : .off }
      }
      if action.attributes.contains(.keepsMenuPresented) {
        arrange(beside: anchor)
      } else {
        application.closeMenu(reason: .itemChosen, event: event)
      }
      let send = {
        _ = application.sendAction(Action.handlerName, to: action, from: self.sender, for: event)
      }
      if let recorder { recorder.nested(send) } else { send() }
    }
  }
}
