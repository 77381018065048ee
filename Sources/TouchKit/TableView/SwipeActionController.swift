import Foundation

/// A table's swipe actions (UIKit's private `UISwipeActionController`): the row being swiped or
/// open, the view behind it that holds one button per action, and what each step of the swipe
/// pan does to them.
///
/// The rules, each with its source:
/// - A mostly horizontal drag on a row swipes it when the delegate gives actions for that edge
///   (Apple's `trailingSwipeActionsConfigurationForRowAt`: the actions "to display when the user
///   swipes the row"; a drag to the left shows the trailing actions). Asked when the pan is about
///   to begin, as iOS asks. A configuration with no actions swipes nothing (Apple: "Return a
///   configuration with an empty actions array to prevent the row from being swiped").
/// - The row follows the finger; behind it, the buttons share the uncovered width, the first
///   nearest the edge. Lifted past half the buttons' full width, the row stays open on them;
///   before, it slides back (UNSOURCED: iOS's threshold is private; half is what it shows).
/// - Dragged past ``fullSwipeFraction`` of the row's width with `performsFirstActionWithFullSwipe`
///   (default true), the lift runs the first action (Apple's property; the fraction is UNSOURCED).
/// - A tap on a button runs its action's handler (`UIContextualAction`); its completion closes
///   the row. A touch anywhere else in the table while a row is open closes it and does nothing
///   else (no selection, no button in another row): the swipe pan takes that touch at once
///   (UIKit does this with a second private recognizer; UNSOURCED which touches it takes).
/// - Scrolling, reloading or updating the table closes the row.
final class SwipeActionController {
  /// Which side of the row the actions are at.
  enum Edge: String {
    case leading, trailing
  }

  /// A row being swiped, or open on its actions.
  struct Swipe {
    let indexPath: IndexPath
    let edge: Edge
    let configuration: SwipeActionsConfiguration
    /// How far the cell is moved from its place: negative to the left (trailing actions).
    var offset: CGFloat = 0
    /// The view behind the cell that holds the buttons, a subview of the table.
    let pullView: View
    /// Whether the swipe has ended and the row stays moved (open, or fully swiped while its
    /// first action runs).
    var isOpen = false
    /// Tells a completion handler called for an earlier swipe from this one's.
    let number: Int
  }

  /// Each action's button width when the row is open on them. UNSOURCED: about what iOS gives
  /// a one-word title.
  static let actionWidth: CGFloat = 74
  /// How much of the row's width a drag must cover for a full swipe. UNSOURCED: iOS's
  /// threshold is private.
  static let fullSwipeFraction: CGFloat = 0.6
  /// The action the swipe pan sends its table: UIKit's, as its debugger lists the table's
  /// recognizers.
  static let recognizerAction = "_swipeRecognizerDidRecognize:"

  unowned let table: TableView
  let recognizer = SwipeActionPanGestureRecognizer()
  private(set) var swipe: Swipe?
  /// The swipe `gestureRecognizerShouldBegin` agreed to, until the pan begins it.
  private var proposed: (indexPath: IndexPath, edge: Edge, configuration: SwipeActionsConfiguration)?
  private var swipesBegun = 0

  init(table: TableView) {
    self.table = table
  }

  /// The open row's buttons' view, while a row is open (a touch outside it closes the row).
  var openPullView: View? {
    guard let swipe, swipe.isOpen else { return nil }
    return swipe.pullView
  }

  /// How far `indexPath`'s cell is moved by a swipe: 0 unless it is the swiped row.
  func offset(of indexPath: IndexPath) -> CGFloat {
    guard let swipe, swipe.indexPath == indexPath else { return 0 }
    return swipe.offset
  }

  // MARK: The pan

  /// The table's answer to `gestureRecognizerShouldBegin` for the swipe pan: yes when it
  /// closes an open row, or when it moved mostly sideways from a shown row whose delegate gives
  /// actions for that edge.
  func shouldBegin() -> Bool {
    if recognizer.closesOpenRow { return true }
    proposed = nil
    guard let touch = recognizer.seenTouches.first else { return false }
    let moved = recognizer.translation(in: table)
    guard abs(moved.x) > abs(moved.y) else { return false }
    let now = touch.location(in: table)
    let start = CGPoint(x: now.x - moved.x, y: now.y - moved.y)
    guard let indexPath = table.indexPathForRow(at: start), table.cellForRow(at: indexPath) != nil else {
      return false
    }
    let edge: Edge = moved.x < 0 ? .trailing : .leading
    guard let configuration = table.askSwipeActions(edge, at: indexPath), !configuration.actions.isEmpty
    else {
      return false
    }
    proposed = (indexPath, edge, configuration)
    return true
  }

  /// The swipe pan's action: each state moves the row, opens it, or closes it.
  func recognizerChanged() {
    switch recognizer.state {
    case .began:
      if recognizer.closesOpenRow { return close(.touchElsewhere) }
      begin()
      follow()
    case .changed:
      if !recognizer.closesOpenRow { follow() }
    case .ended:
      if !recognizer.closesOpenRow { finish() }
    case .cancelled:
      if !recognizer.closesOpenRow { close(.swipeCancelled) }
    default:
      return
    }
  }

  /// Starts the swipe `shouldBegin` agreed to: the buttons' view goes behind the cell.
  private func begin() {
    guard let proposed, let cell = table.cellForRow(at: proposed.indexPath) else { return }
    self.proposed = nil
    close(.tableChanged)
    swipesBegun += 1
    let name = table.traceID + proposed.indexPath.tableDescription + "." + proposed.edge.rawValue + "Actions"
    let pullView = View(id: name, frame: .zero)
    pullView.clipsToBounds = true
    for (index, action) in proposed.configuration.actions.enumerated() {
      let button = Button(id: "\(name)[\(index)]", frame: .zero)
      button.title = action.title ?? ""
      button.backgroundColor = action.backgroundColor
      let number = swipesBegun
      button.addAction(
        Action(title: action.name, identifier: Action.Identifier("swipeAction\(index)")) { [weak self] _ in
          self?.perform(index, of: number, fullSwipe: false)
        }, for: .touchUpInside)
      pullView.addSubview(button)
    }
    table.insertSubview(pullView, at: table.subviews.firstIndex { $0 === cell } ?? 0)
    swipe = Swipe(
      indexPath: proposed.indexPath, edge: proposed.edge, configuration: proposed.configuration,
      pullView: pullView, number: swipesBegun)
  }

  /// The row follows the finger, no further than a full swipe (or the buttons' width without one).
  private func follow() {
    guard var swipe else { return }
    let row = table.rectForRow(at: swipe.indexPath)
    let buttons = Self.actionWidth * CGFloat(swipe.configuration.actions.count)
    let limit = swipe.configuration.performsFirstActionWithFullSwipe ? max(row.width, buttons) : buttons
    let moved = recognizer.translation(in: table).x
    swipe.offset = swipe.edge == .trailing ? min(0, max(-limit, moved)) : max(0, min(limit, moved))
    self.swipe = swipe
    layOut()
  }

  /// The finger lifted: a full swipe runs the first action, past half the buttons the row
  /// opens on them, short of that it slides back.
  private func finish() {
    guard var swipe else { return }
    let row = table.rectForRow(at: swipe.indexPath)
    let buttons = Self.actionWidth * CGFloat(swipe.configuration.actions.count)
    let distance = abs(swipe.offset)
    let direction: CGFloat = swipe.edge == .trailing ? -1 : 1
    swipe.isOpen = true
    if swipe.configuration.performsFirstActionWithFullSwipe, distance >= row.width * Self.fullSwipeFraction {
      swipe.offset = direction * max(row.width, buttons)
      self.swipe = swipe
      layOut()
      perform(0, of: swipe.number, fullSwipe: true)
    } else if distance >= buttons / 2 {
      swipe.offset = direction * buttons
      self.swipe = swipe
      layOut()
      record(swipe, isOpen: true, .swipedOpen)
    } else {
      close(.notFarEnough)
    }
  }

  // MARK: Actions

  /// Runs action `index`'s handler, for swipe `number` (a button of a closed swipe does nothing).
  /// The completion closes the row, if it is still that swipe's.
  private func perform(_ index: Int, of number: Int, fullSwipe: Bool) {
    guard let swipe, swipe.number == number, swipe.configuration.actions.indices.contains(index) else {
      return
    }
    let action = swipe.configuration.actions[index]
    table.window?.application?.trace?.record(
      .swipeActionPerformed(
        tableView: table.traceID, row: swipe.indexPath.tableDescription, action: action.name,
        fullSwipe: fullSwipe))
    let source =
      swipe.pullView.subviews.indices.contains(index) ? swipe.pullView.subviews[index] : swipe.pullView
    let completion: (Bool) -> Void = { [weak self] _ in
      guard let self, self.swipe?.number == number else { return }
      self.close(.actionCompleted)
    }
    let owner: AnyObject = table.delegate ?? action
    UserCode.run(.contextualActionHandler, of: owner) { action.handler(action, source, completion) }
  }

  // MARK: Closing and layout

  /// The table scrolled, reloaded or updated its rows: an open row closes.
  func tableChanged() {
    guard let swipe, swipe.isOpen else { return }
    close(.tableChanged)
  }

  /// The row slides back and its buttons go.
  func close(_ reason: SwipeActionsReason) {
    guard let swipe else { return }
    self.swipe = nil
    swipe.pullView.removeFromSuperview()
    if let cell = table.cellForRow(at: swipe.indexPath) {
      cell.frame = table.rectForRow(at: swipe.indexPath)
    }
    record(swipe, isOpen: false, reason)
  }

  /// Places the swiped cell at its offset, and the buttons in the width it uncovers, the first
  /// nearest the edge. The table calls it after each tiling, so a layout pass keeps the row moved.
  func layOut() {
    guard let swipe else { return }
    guard let cell = table.cellForRow(at: swipe.indexPath) else { return close(.tableChanged) }
    let row = table.rectForRow(at: swipe.indexPath)
    cell.frame = row.offsetBy(dx: swipe.offset, dy: 0)
    let width = abs(swipe.offset)
    let x = swipe.edge == .trailing ? row.maxX - width : row.minX
    swipe.pullView.frame = CGRect(x: x, y: row.minY, width: width, height: row.height)
    let buttons = swipe.pullView.subviews
    guard !buttons.isEmpty else { return }
    let each = width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      let position = swipe.edge == .trailing ? width - CGFloat(index + 1) * each : CGFloat(index) * each
      button.frame = CGRect(x: position, y: 0, width: each, height: row.height)
    }
  }

  private func record(_ swipe: Swipe, isOpen: Bool, _ reason: SwipeActionsReason) {
    table.window?.application?.trace?.record(
      .swipeActions(
        tableView: table.traceID, row: swipe.indexPath.tableDescription, edge: swipe.edge.rawValue,
        isOpen: isOpen, reason: reason))
  }
}
