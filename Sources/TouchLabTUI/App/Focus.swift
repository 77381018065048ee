/// Who gets a key: the layers of the UI that answer keys, in precedence order (the order of
/// the cases). A key goes to each active layer in turn; the first binding of a layer that
/// answers it acts (``KeyBinding``). A modal layer (the search prompt, an open overlay) keeps
/// the keys it has no binding for, so that a key meant for it never also acts on what is under
/// it; the others let them fall through to the next layer, down to the explorer.
///
/// Above all of them, while it is asked, is the consent question (``ConsentModal``): not a
/// layer, since no binding may answer it, but a check before any layer is tried
/// (``Update/key(_:_:_:)``).
enum Focus: CaseIterable, Hashable, Sendable {
  /// The log's search prompt (`/`), while it is open.
  case search
  /// A text input edits (``UIState/typingTarget``): every key is typed into it but Esc, which
  /// stops typing, and Ctrl-C, which it lets through. Before the help's `?` and the explorer's
  /// keys, which are typed like any other.
  case typing
  /// The help overlay (`?`): always listening for `?`, and modal while open.
  case help
  /// The layout picker (`g`), while it is open.
  case layoutPicker
  /// The subviews of a summary line (`X`), while they are shown.
  case siblingList
  /// Keyboard mode (`k`): the crosshair's keys; `d` outside it says how to get there. Not
  /// while the script picker is open (its digits and `s` are the picker's).
  case keyboard
  /// The lesson (`l`), while shown: the scrolling keys scroll it.
  case lesson
  /// The script picker (`o`), while it is open.
  case scriptPicker
  /// The hierarchy tree (`t`), while shown: the arrows move the selection.
  case tree
  /// The canvas and the side pane: everything else.
  case explorer

  /// Whether the layer listens in `state`.
  func isActive(in state: UIState) -> Bool {
    switch self {
    case .search: state.log.prompt != nil
    case .typing: state.typingTarget != nil
    case .help: true
    case .layoutPicker: state.layoutPicker != nil
    case .siblingList: state.siblingList != nil
    case .keyboard: state.scriptPicker == nil
    case .lesson: state.lesson.isShown
    case .scriptPicker: state.scriptPicker != nil
    case .tree: state.inspector.pane == .tree
    case .explorer: true
    }
  }

  /// Whether a key no binding of the layer answered goes on to the next layer. Ctrl-C always
  /// does (it quits), and `q` gets out of the layout picker as it does of the script picker.
  func passes(_ key: Key, in state: UIState) -> Bool {
    switch self {
    case .search, .typing: key == .interrupt
    case .help: !isOpenOverlay(in: state) || key == .interrupt
    case .layoutPicker: [.character("q"), .character("Q"), .interrupt].contains(key)
    case .siblingList: key == .interrupt
    case .keyboard, .lesson, .scriptPicker, .tree, .explorer: true
    }
  }

  /// Whether the layer is an overlay drawn over the whole screen, open in `state`.
  func isOpenOverlay(in state: UIState) -> Bool {
    switch self {
    case .help: state.helpPage != nil
    case .layoutPicker: state.layoutPicker != nil
    case .siblingList: state.siblingList != nil
    case .search, .typing, .keyboard, .lesson, .scriptPicker, .tree, .explorer: false
    }
  }

  /// The overlays open in `state`, the one on top (which gets keys first) first.
  static func openOverlays(in state: UIState) -> [Focus] {
    allCases.filter { $0.isOpenOverlay(in: state) }
  }
}
