/// One part of the status bar and the shorter forms it gives way to when the bar is too narrow
/// for everything. The bar is one row: at 80×24 it holds about 70 columns of text, far less
/// than a message, the result of the last touch, the pointer and the view under it together.
/// So the parts that matter least shorten or go first, step by step (``GivingWay``), and the
/// result of the last touch is the last to shorten: cutting the line at its end would cut it
/// first, since it comes after the marks and the message.
struct StatusPart: Equatable {
  /// The steps of giving way, in the order they are taken until the line fits.
  enum GivingWay: Int, CaseIterable, Comparable {
    /// Everything in full.
    case none
    /// The pointer's coordinates go (the keyboard's crosshair keeps them, shorter).
    case pointerPoint
    /// `selected: id` goes: the canvas marks the selection too.
    case selection
    /// `(f/F: force)` goes: `?` lists the keys.
    case forceHint
    /// The recognizers' names after `✦` become their count.
    case recognizers
    /// The held touch says only how many fingers.
    case heldDetail
    /// `over:` names only the view a touch there would hit (not the one drawn there too).
    case overDetail
    /// A message is cut to the room the others leave, but no shorter than ``messageColumns``.
    case message
    /// `over: id` goes.
    case over
    /// The result of the last touch keeps only the views hit.
    case outcomeDetail

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How much of a message is kept once it gives way (``GivingWay/message``): enough for its
  /// first words, such as the what-if re-run's `hit: save → card`.
  static let messageColumns = 32
  static let separator = " · "

  var text: String
  /// Shorter forms, each replacing the one before from its step on; "" is the part gone. A
  /// message's are worked out by ``fit(_:columns:)``, which knows the room left.
  var shorter: [(step: GivingWay, text: String)] = []
  /// A message: when nothing else can give way, it is cut to the room the others leave.
  var isMessage = false

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.text == rhs.text && lhs.isMessage == rhs.isMessage
      && lhs.shorter.map(\.step) == rhs.shorter.map(\.step)
      && lhs.shorter.map(\.text) == rhs.shorter.map(\.text)
  }

  /// The part's form once the bar has given way up to `step`.
  func text(at step: GivingWay) -> String {
    shorter.last { $0.step <= step }?.text ?? text
  }

  /// The parts joined, each as long as `columns` allows: the steps of ``GivingWay`` in order
  /// until the line fits, then the message cut to the room left (or left out when none is), then
  /// the line cut at its end (only when the marks and the result alone are too long).
  static func fit(_ parts: [StatusPart], columns: Int) -> String {
    let message = parts.firstIndex(where: \.isMessage)
    var texts: [String] = []
    for step in GivingWay.allCases {
      texts = parts.map { $0.text(at: step) }
      // Once cut, a message still takes all the room the others leave, down to messageColumns.
      if step >= .message, let message {
        let others = width(join(texts.enumerated().filter { $0.offset != message }.map(\.element)))
        let room = columns - others - (others > 0 ? separator.count : 0)
        texts[message] = clip(parts[message].text, to: max(room, messageColumns))
      }
      if width(join(texts)) <= columns { return join(texts) }
    }
    if let message {
      var others = texts
      others[message] = ""
      let othersWidth = width(join(others))
      let room = columns - othersWidth - (othersWidth > 0 ? separator.count : 0)
      texts[message] = room >= 2 ? clip(parts[message].text, to: room) : ""
    }
    return clip(join(texts), to: columns)
  }

  static func join(_ texts: [String]) -> String {
    texts.filter { !$0.isEmpty }.joined(separator: separator)
  }

  static func width(_ text: String) -> Int { TextWidth.width(of: Sanitizer.sanitize(text)) }

  /// `text` in at most `columns` columns, with `…` where it was cut.
  static func clip(_ text: String, to columns: Int) -> String {
    Sanitizer.ellipsized(text, toColumns: columns)
  }
}
