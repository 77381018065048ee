import TouchFoundation

/// UIKit API a person's code uses that TouchLab's UIKit does not have: what the compiler's
/// "cannot find 'UIStackView' in scope" means here, said in one line after it, and the errors
/// that follow from the same missing name folded into it, so a file that uses one missing
/// class reads as one problem, not a wall of errors (issue 14).
enum MissingAPI {
  /// Whether TouchLab means to have it.
  enum Status: Equatable {
    /// It takes part in touch delivery, so TouchLab should have it; until then the file needs
    /// a stand-in for it.
    case planned
    /// It cannot mean anything in a terminal of boxes; why.
    case notPlanned(String)
    /// TouchLab has it in another shape (an overridable member's signature); how.
    case otherShape(String)
    /// Foundation on Apple systems has it, Swift on Linux does not (it needs the Objective-C
    /// runtime); what to use instead.
    case notOnLinux(String)
  }

  /// What is known to be missing, by UIKit's name. A name not listed but spelled like UIKit's
  /// (`UI…`, `CA…`, `NS…`) is reported as missing and not yet planned.
  static let known: [String: Status] = {
    var table: [String: Status] = [:]
    for name in [
      "UIStackView", "UITextField", "UITextView", "UIStepper",
      "UIRefreshControl", "UIHoverGestureRecognizer",
      "UIScreenEdgePanGestureRecognizer", "UIPointerInteraction", "UIDragInteraction",
      "UIDropInteraction", "UIAlertController", "UIDatePicker", "UIPickerView", "UIColorWell",
    ] {
      table[name] = .planned
    }
    let drawing = "drawing: TouchLab draws each view as a box"
    for name in ["CAEmitterLayer", "CAMetalLayer", "CAScrollLayer", "CATiledLayer", "CGPDFDocument"] {
      table[name] = .notPlanned(drawing)
    }
    for name in ["UIViewPropertyAnimator"] {
      table[name] = .notPlanned("animation frames: TouchLab applies a change at once")
    }
    table["UIHostingController"] = .notPlanned("SwiftUI: TouchLab models UIKit's event delivery")
    // What the built-in class tables have is not missing, whatever this list says: a class
    // added there leaves the list without anyone editing it.
    for name in UIKitBaseClasses.uikitNames { table[name] = nil }
    return table
  }()

  /// The most errors shown; the first ones usually cause the rest.
  static let maximumShownErrors = 12

  /// `diagnostics` with a line after each error that names missing UIKit API, the later errors
  /// about the same name folded into that line, and at most ``maximumShownErrors`` errors.
  ///
  /// `own` are the type names the person's files declare: an error about one of them (an
  /// app's own `UIThemeManager` that has no member `accent`) is theirs, and gets no note.
  static func explained(_ diagnostics: [CodeDiagnostic], own: Set<String> = []) -> [CodeDiagnostic] {
    let groups = grouped(diagnostics).map(explainingCategoryOverride)
    var explained: [CodeDiagnostic] = []
    var firstByName: [String: Int] = [:]
    var foldedCount: [String: Int] = [:]
    var order: [String] = []
    var shown = 0
    var hidden = 0
    var nameByLine: [String: String] = [:]
    for group in groups {
      let place = group[0].diagnostic
      let line = "\(place.file):\(place.line)"
      // An error on the line of a missing name follows from it (`.normal` has no type to
      // be a member of once `setBackgroundImage` is missing).
      let name =
        (missingName(in: place.message, own: own) ?? overriddenName(in: group[0])).map(canonical)
        ?? nameByLine[line]
      if let name { nameByLine[line] = name }
      if let name, firstByName[name] != nil {
        foldedCount[name, default: 0] += 1
        continue
      }
      guard shown < maximumShownErrors else {
        hidden += 1
        continue
      }
      shown += 1
      explained += group
      if let name {
        firstByName[name] = explained.count
        order.append(name)
        explained.append(note(for: name, at: group[0].diagnostic))
      }
    }
    // Each note says how many later errors it stands for (inserted back to front, so the
    // recorded positions stay right).
    for name in order.reversed() {
      guard let index = firstByName[name], let folded = foldedCount[name] else { continue }
      explained[index].diagnostic.message +=
        " (\(folded) later error\(folded == 1 ? "" : "s") about it not shown)"
    }
    if hidden > 0 {
      explained.append(
        CodeDiagnostic(
          file: "swiftc",
          message:
            "\(hidden) more error\(hidden == 1 ? "" : "s") not shown: the first ones usually cause the rest"))
    }
    return explained
  }

  /// The one line after an error naming `name`.
  static func note(for name: String, at place: Diagnostic) -> CodeDiagnostic {
    let base = String(name.prefix { $0 != "." })
    if let member = overridableMember(of: name), let entry = overridable[member] {
      return overrideNote(entry.uikitClass + "." + member, entry.status, at: place)
    }
    let status = known[name] ?? known[base] ?? notOnLinux[name].map(Status.notOnLinux)
    let text: String
    switch status {
    case .notOnLinux(let instead):
      text =
        "\(name) is Foundation API that Swift on Linux does not have (it needs the Objective-C runtime): "
        + instead
    case _ where name.hasPrefix("module "):
      let module = String(name.dropFirst("module ".count))
      if let why = appleFrameworks[module] {
        text = "\(module) is an Apple framework that TouchLab does not have: \(why)"
      } else {
        text =
          "TouchLab compiles your files against its own UIKit and the toolchain's Foundation; "
          + "\(name) is not available (pass its source files with --code if they are Swift)"
      }

    case .planned:
      text =
        "\(name) is UIKit API that TouchLab does not have yet (planned; docs/uikit-api.md lists what there is)"
    case .notPlanned(let why):
      text = "\(name) is UIKit API that TouchLab does not have, and it is not planned: \(why)"
    case .otherShape(let how):
      text = "\(name) is UIKit API that TouchLab has in another shape: \(how)"
    case nil:
      text =
        "\(name) is UIKit API that TouchLab does not have, and it is not planned yet "
        + "(docs/uikit-api.md lists what there is)"
    }
    return CodeDiagnostic(
      Diagnostic(file: place.file, line: place.line, column: place.column, message: "note: " + text))
  }

  /// The key of ``overridable`` that `name` (`UIView.didMoveToWindow()`, or as a missing
  /// member reads, `UIView.didMoveToWindow`) names, if any.
  private static func overridableMember(of name: String) -> String? {
    guard let dot = name.firstIndex(of: ".") else { return nil }
    let member = String(name[name.index(after: dot)...])
    if overridable[member] != nil { return member }
    return overridable.keys.sorted().first { $0.prefix { $0 != "(" } == member }
  }

  /// `name` as ``overridable`` spells it (`UIView.didMoveToWindow()` for a missing member
  /// `UIButton.didMoveToWindow`), so an override and its `super` call are one problem.
  private static func canonical(_ name: String) -> String {
    guard let member = overridableMember(of: name), let entry = overridable[member] else { return name }
    return entry.uikitClass + "." + member
  }

  /// The note after an override of, or a call to, a member UIKit lets a subclass override.
  private static func overrideNote(_ name: String, _ status: Status, at place: Diagnostic) -> CodeDiagnostic {
    let text: String
    switch status {
    case .planned:
      text =
        "\(name) is UIKit API a subclass may override that TouchLab does not have yet (planned; "
        + "docs/uikit-api.md, \"Overriding\", lists them): until it does, TouchLab never calls it"
    case .notPlanned(let why):
      text =
        "\(name) is UIKit API a subclass may override that TouchLab does not have, and it is not planned: \(why)"
    case .otherShape(let how):
      text = "\(name) is UIKit API a subclass may override: \(how)"
    case .notOnLinux(let instead):
      text = "\(name) is not on Linux: \(instead)"
    }
    return CodeDiagnostic(
      Diagnostic(file: place.file, line: place.line, column: place.column, message: "note: " + text))
  }

  /// The UIKit name an error says is missing: `UIStackView` for "cannot find 'UIStackView' in
  /// scope", `UIButton.setBackgroundImage` for "value of type 'UIButton' (aka 'Button') has no
  /// member 'setBackgroundImage'". Nil for an error about anything else (a typo in the
  /// person's own names).
  ///
  /// A name `own` holds (the person's files declare it) is never UIKit's, however it is
  /// spelled. A bare name that is a member UIKit lets a subclass override (`becomeFirstResponder`
  /// called with an implicit `self`) is that member.
  static func missingName(in message: String, own: Set<String> = []) -> String? {
    let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    if message.hasPrefix("no such module"), let module = quoted.first { return "module " + module }
    if message.hasPrefix("cannot find"), message.hasSuffix("in scope"), let name = quoted.first {
      guard !own.contains(name) else { return nil }
      if notOnLinux[name] != nil || looksLikeUIKit(name) { return name }
      return overridableMember(of: "UIView." + name).map { _ in "UIView." + name }
    }
    if message.contains("has no member"), quoted.count >= 2, let member = quoted.last {
      let type = quoted[0]
      guard !own.contains(type) else { return nil }
      return looksLikeUIKit(type) ? type + "." + member : nil
    }
    return nil
  }

  /// Apple frameworks beside UIKit that real view files import and TouchLab decides not to
  /// have, with why and what to do instead (issue 36; docs/uikit-api.md, "Not there yet").
  static let appleFrameworks: [String: String] = [
    "MapKit":
      "a map view's touches go to its own private recognizers (pan, pinch, annotation selection), "
      + "which TouchLab does not model; stand a plain UIView in for the MKMapView in the layout and pass "
      + "the files that do not import MapKit",
    "SwiftUI":
      "TouchLab models UIKit's touch delivery, not SwiftUI's; pass the files that import only UIKit "
      + "and Foundation",
  ]

  /// Foundation API of Apple systems that Swift on Linux lacks, and what to use instead.
  static let notOnLinux: [String: String] = {
    let swizzling = "use a subclass that overrides the method"
    let observing = "key-value observing: use didSet on a property of your own, or a notification"
    return [
      // Associated objects are kept by TouchLab (UIKit/AssociatedObjects.swift).
      "method_exchangeImplementations": swizzling,
      "class_getInstanceMethod": swizzling, "class_addMethod": swizzling,
      "method_getImplementation": swizzling,
      "NSKeyValueObservation": observing, "NSKeyValueChangeKey": observing,
      "NSKeyValueObservingOptions": observing,
      // The selector-based observing methods of NSObject, reached with an implicit `self`
      // (`addObserver(self, forKeyPath: "frame", …)` in a view): on Linux NSObject has none,
      // so the compiler cannot find them (a control in issue 36's real-files check).
      "addObserver": observing, "observeValue": observing,
      "object_setClass": swizzling,
    ]
  }()

  private static func looksLikeUIKit(_ name: String) -> Bool {
    known[name] != nil
      || ["UI", "CA", "NS"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
  }

  /// Each error with the notes after it.
  private static func grouped(_ diagnostics: [CodeDiagnostic]) -> [[CodeDiagnostic]] {
    var groups: [[CodeDiagnostic]] = []
    for diagnostic in diagnostics {
      if diagnostic.diagnostic.message.hasPrefix("note: "), !groups.isEmpty {
        groups[groups.count - 1].append(diagnostic)
      } else {
        groups.append([diagnostic])
      }
    }
    return groups
  }
}
