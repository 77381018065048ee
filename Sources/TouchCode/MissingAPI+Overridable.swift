import TouchFoundation

/// The members UIKit lets a subclass override that TouchLab's UIKit lacks, or has in another
/// shape: what "method does not override any method from its superclass" means when the method
/// is UIKit's (`override func safeAreaInsetsDidChange()`), said in the note after it. The list of all of
/// UIKit's overridable members, from Apple's documentation, is Tests/UIKitShape/
/// overridable-members.txt; a test holds this table to its `absent` and `differs` lines, and
/// docs/uikit-api.md ("Overriding") lists them. An override of a name not here is the person's
/// own mistake (a misspelt method, a type of their own): no note.
extension MissingAPI {
  /// By member, as Swift names it: the UIKit class that declares it, and what TouchLab does.
  static let overridable: [String: (uikitClass: String, status: Status)] = {
    var table: [String: (uikitClass: String, status: Status)] = [:]
    func add(_ uikitClass: String, _ status: Status, _ members: [String]) {
      for member in members where table[member] == nil { table[member] = (uikitClass, status) }
    }
    add(
      "UIView", .planned,
      [
        "requiresConstraintBasedLayout", "forFirstBaselineLayout", "forLastBaselineLayout",
        "safeAreaInsetsDidChange()", "layoutMarginsDidChange()",
      ])
    add("UIView", .notPlanned("printing: TouchLab prints nothing"), ["draw(_:for:)"])
    add(
      "UIResponder",
      .notPlanned("presses: TouchLab's input is touches, and a terminal has no remote's buttons"),
      ["pressesBegan(_:with:)"])
    add("UIResponder", .notPlanned("device motion: a terminal cannot be shaken"), ["motionBegan(_:with:)"])
    let stringAction = Status.otherShape(
      "TouchLab's takes the action as a String and the sender or target as AnyObject?, "
        + "where UIKit's takes a Selector and Any?, so an override written for iOS overrides nothing here")
    add("UIResponder", stringAction, ["target(forAction:withSender:)"])
    add("UIControl", stringAction, ["sendAction(_:to:for:)"])
    add(
      "UIGestureRecognizer", .notPlanned("estimated touch properties: a pointer reports final positions"),
      ["touchesEstimatedPropertiesUpdated(_:)"])
    add("UIGestureRecognizer", .planned, ["shouldReceive(_:)"])
    add("UIViewController", .planned, ["updateViewConstraints()", "viewSafeAreaInsetsDidChange()"])
    add(
      "UIViewController", .notPlanned("size transitions: a layout's screen keeps its size while it runs"),
      ["viewWillTransition(to:with:)"])
    add("UIWindow", .planned, ["becomeKey()", "resignKey()"])
    return table
  }()

  /// The messages of an `override` that overrides nothing, the name at the error's column.
  private static let overridesNothing = [
    "method does not override any method from its superclass",
    "property does not override any property from its superclass",
    "initializer does not override a designated initializer from its superclass",
  ]

  /// The UIKit member an error's `override` meant, when it is one of ``overridable``
  /// (`UIView.didMoveToWindow()`): read off the source line the compiler printed, at the
  /// error's column, where the declaration's name starts.
  static func overriddenName(in diagnostic: CodeDiagnostic) -> String? {
    let place = diagnostic.diagnostic
    guard overridesNothing.contains(place.message), let line = diagnostic.excerpt.first, place.column >= 1
    else { return nil }
    let bytes = Array(line.utf8)
    guard place.column - 1 < bytes.count else { return nil }
    let text = String(decoding: bytes[(place.column - 1)...], as: UTF8.self)
    guard let member = declaredName(at: text), let entry = overridable[member] else { return nil }
    return entry.uikitClass + "." + member
  }

  /// The Swift name of the declaration whose name starts `text`: `didMoveToWindow()`,
  /// `willMove(toSuperview:)` (each parameter's first word is its label), `init?(coder:)`,
  /// or a property's bare name.
  static func declaredName(at text: String) -> String? {
    let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty else { return nil }
    var rest = text.dropFirst(name.count)
    var base = String(name)
    if name == "init", let mark = rest.first, mark == "?" || mark == "!" {
      base.append(mark)
      rest = rest.dropFirst()
    }
    if rest.first == "<" { rest = rest.drop { $0 != "(" } }
    guard rest.first == "(" else { return base }
    var labels: [String] = []
    var depth = 0
    var parameter = ""
    for character in rest.dropFirst() {
      if depth == 0, character == ")" || character == "," {
        let label = parameter.drop { $0 == " " }.prefix { $0 != " " && $0 != ":" }
        if !label.isEmpty { labels.append(label + ":") }
        parameter = ""
        if character == ")" { return base + "(" + labels.joined() + ")" }
        continue
      }
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      parameter.append(character)
    }
    return nil
  }
}
