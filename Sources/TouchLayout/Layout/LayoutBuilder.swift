import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Builds TouchKit objects from a composed YAML document, checking everything on the way.
///
/// One builder reads one file. It keeps going after a problem (recording it in ``log``) so
/// one load reports every problem; ``build(_:)`` returns a layout only when there were none.
/// Reading is split by concept: values, geometry, views, controllers and ids each have a file.
final class LayoutBuilder: NodeReader {
  let source: String
  /// The Interface Builder file whose objects `prototypes:` and `segues:` name: the layout's
  /// own file, or the one its `interfaceBuilderFile:` names (LayoutBuilder+InterfaceBuilderFile.swift).
  var nibSource: String
  let log: DiagnosticLog
  let registry: ViewClassRegistry
  let application = Application()

  /// Every id so far, with what it named, where, and the object (the first, if an id was used
  /// twice), for uniqueness and references by id. The application's own id is taken from the
  /// start: traces name it, and targets may too.
  ///
  /// One table, not one for kinds and one for objects: at a million views each id's insert
  /// misses the cache, and the object is stored into the entry the claim just made (issue 17).
  var ids: [String: IDEntry] = [:]
  /// The ids a second builder made, taken in whole when its part is joined (``Split``): looked
  /// up after ``ids`` (``idEntry(_:)``), not copied into them.
  var joinedIDs: [JoinedIDs] = []
  /// References by id (`target:`, `requireToFail:`, …), resolved once every object exists.
  var references: [PendingReference] = []
  /// Gesture recognizers in file order, with what their entries asked for.
  var gestureEntries: [GestureEntry] = []
  /// Views' `constraints:`, made once every view exists (LayoutBuilder+Constraints.swift).
  var pendingConstraints: [PendingConstraints] = []
  /// Controls' `actions:`, registered together once targets are resolved.
  var controlActions: [ControlActionEntry] = []
  /// Delegates made for recognizers' rules, retained here because recognizers hold them weakly.
  var gestureDelegates: [LayoutGestureDelegate] = []
  /// The data sources and delegates `dataSource:`/`delegate:` made (``applyListObjectKeys(_:to:)``).
  var listObjects: [AnyObject] = []
  /// What the objects of an Interface Builder file wait for (``NibLoad``).
  var nib = NibLoad()
  /// Controllers by id, retained here because views hold them weakly.
  var controllers: [(id: String, controller: ViewController)] = []
  /// Navigation controllers and their root view controllers, put in place once the layout is
  /// built (LayoutBuilder+Navigation.swift).
  var navigations: [(navigation: NavigationController, root: ViewController)] = []
  /// The `tabBarController:` entries, wrapped once the layout is built (LayoutBuilder+TabBar.swift).
  var tabBarControllers: [(tabs: TabBarController, controller: ViewController, specs: [TabSpec])] = []
  /// Page view controllers' `pages:` lists, resolved once every controller exists
  /// (LayoutBuilder+PageViewController.swift).
  var pageLists: [(controller: PageViewController, node: YAMLNode)] = []
  /// Bar button items by their `id`, which a segue's `trigger:` may name.
  var barButtonItemsByID: [String: BarButtonItem] = [:]
  /// `presentedBy:` references, resolved once every controller exists.
  var presentations: [(controller: ViewController, id: String, mark: YAMLMark?)] = []
  /// Windows and views made so far, against ``LayoutLimits/maximumViewCount``.
  var viewCount = 0
  /// ``LayoutLimits/maximumViewCount``, or the larger limit of an imported dump's layout.
  var maximumViewCount = LayoutLimits.maximumViewCount
  /// How deep views may nest (``LayoutLoadOptions/maximumViewDepth``).
  var maximumViewDepth = LayoutLoadOptions.standard.maximumViewDepth
  /// The command-line option that raises the view count limit, for its message; empty for an
  /// imported dump's fixed limit.
  var viewCountOption = " (--max-views)"
  var screenSize = CGSize(width: 390, height: 844)
  /// The layout's `firstResponder:` when it takes typed text (a text field): it begins editing
  /// once the layout is whole (``beginEditing()``).
  var editingResponder: Responder?
  /// Whether one list of views may still be built on two cores (``Split``), and with what
  /// stack: nil when not (a small file, a person's classes, one core, or already split).
  var split: Split?
  /// The list of views built while the file was parsed, if one was (``EarlyBuild``).
  var early: EarlyBuild?
  /// Which way the splits and the early list went, for the load's result (``LoadReport``).
  var report = LoadReport()

  init(source: String, log: DiagnosticLog, registry: ViewClassRegistry) {
    self.source = source
    nibSource = source
    self.log = log
    self.registry = registry
    application.nibLoader = registry.nibLoader
    application.instantiatesNib = registry.instantiatesNib
    ids[application.id] = IDEntry(kind: .application, mark: nil, object: application)
  }

  /// The layout `root` describes, or nil with the problems in ``log``.
  func build(_ root: YAMLNode) -> Layout? {
    guard let fields = Fields(root, describing: "a layout", validKeys: ViewKeys.layout, log: log) else {
      return nil
    }
    let title = fields["title"].flatMap { string($0, "title") }
    if let node = fields["code"] { checkCode(node) }
    if let node = fields["interfaceBuilderFile"], let path = interfaceBuilderFile(node) { nibSource = path }
    if let node = fields["screen"], let screen = screen(node) {
      application.screen = screen
      screenSize = screen.size
    }
    if let node = fields["appDelegate"] { application.delegate = appDelegate(node) }
    if let node = fields["callsHitTestTwice"], let value = bool(node, "callsHitTestTwice") {
      application.callsHitTestTwice = value
    }
    if let node = fields["firstResponder"] {
      refer(toResponder: node, "firstResponder") { [application, unowned self] responder in
        if responder is any KeyInput {
          editingResponder = responder
        } else {
          application.firstResponder = responder
        }
      }
    }
    if let node = fields["windows"] {
      readWindows(node)
    } else {
      log.error("a layout needs a 'windows:' list with at least one window", at: fields.mark)
    }
    let lesson = fields["lesson"].flatMap(self.lesson)
    let confusions = fields["confusions"].map(self.confusions) ?? []
    let claims = fields["claims"].map(self.claims) ?? []
    resolvePresentations()
    resolvePageLists()
    resolveReferences()
    registerControlActions()
    checkRequirementCycles()
    makeConstraints()
    finishNibLoading()
    wrapInNavigationControllers()
    wrapInTabBarControllers()
    guard log.isEmpty else { return nil }
    // The first update cycle, before the first screen or event: `layoutSubviews()` of every
    // view, which code-built subviews take their frames from.
    application.layoutIfNeeded()
    beginEditing()
    var layout = Layout(
      source: source, title: title, screenSize: screenSize, application: application,
      controllers: controllers.map(\.controller), gestureRecognizers: gestureEntries.map(\.recognizer),
      gestureDelegates: gestureDelegates, lesson: lesson, confusions: confusions, claims: claims)
    if registry.defersAwakeFromNib { layout.awaitingAwakeFromNib = nib.unarchived }
    layout.listObjects = listObjects
    return layout
  }

  /// A text field named by `firstResponder:` becomes first responder as code's
  /// `becomeFirstResponder()` makes it: editing begins (its delegate asked, `editingDidBegin`
  /// sent) and the keyboard comes up, so the layout opens as a screen whose field has focus. Once
  /// the layout is whole and laid out, so its actions and delegates are in place and the
  /// keyboard's notifications find the views where they are. A refusal (the delegate's
  /// `textFieldShouldBeginEditing`) leaves no first responder, as on iOS.
  private func beginEditing() {
    guard let editingResponder else { return }
    _ = editingResponder.becomeFirstResponder()
  }

  private func readWindows(_ node: YAMLNode) {
    guard case .sequence(let sequence) = node else {
      log.error("windows must be a list of windows, got \(NodeKind(node).phrase)", at: node.mark)
      return
    }
    guard !sequence.isEmpty else {
      log.error("windows must list at least one window", at: node.mark)
      return
    }
    for item in sequence {
      if let window = window(item) { application.addWindow(window) }
    }
  }

  /// Makes room for the ids of a layout of `bytes` bytes at once, so the id table
  /// does not grow (and rehash every id) a dozen times on a large layout. The guess is low on
  /// purpose (a view written most tersely, `- {id: v1, frame: [0, 0, 1, 1]}`, takes about 48
  /// bytes): one too small costs only the last growth or two, one too large (measured with 40)
  /// doubled the tables, and the fresh pages they touched cost more than the growth saved.
  func reserveIDs(forBytes bytes: Int) {
    ids.reserveCapacity(min(bytes / 64, maximumViewCount) + 1)
  }

  /// Registers `id` for an object of `kind`; a second use is an error naming the first.
  /// One hash of the id when it is new (the common case), by inserting first and putting the
  /// first entry back for a duplicate.
  func claim(_ id: String, kind: IDKind, at mark: YAMLMark?) {
    let first: IDEntry
    if let earlier = ids.updateValue(IDEntry(kind: kind, mark: mark), forKey: id) {
      ids[id] = earlier
      first = earlier
    } else if let earlier = joinedEntry(id) {
      ids[id] = nil
      first = earlier
    } else {
      return
    }
    guard first.kind != .application else {
      log.error("duplicate id '\(id)': it is the application's id", at: mark)
      return
    }
    let line = first.mark.map { " on line \($0.line)" } ?? ""
    log.error("duplicate id '\(id)': already used by \(withArticle(first.kind.name))\(line)", at: mark)
  }

  /// Makes `object` what `id` (claimed before) refers to, unless an earlier object has the id
  /// (a duplicate, already reported): the entry is changed in place, one lookup.
  func register(_ id: String?, _ object: AnyObject) {
    guard let id else { return }
    ids[id]?.keep(object)
  }

  /// The required `id:` of a mapping, claimed; `kind` names the object in messages.
  func requiredID(_ fields: Fields, kind: IDKind) -> String? {
    guard let node = fields["id"] else {
      log.error("\(withArticle(kind.name)) is missing the required key 'id'", at: fields.mark)
      return nil
    }
    guard let id = string(node, "id") else { return nil }
    // Counting characters is slow; an id of at most that many bytes has at most that many.
    let fits = id.utf8.count <= LayoutLimits.maximumIDLength || id.count <= LayoutLimits.maximumIDLength
    guard !id.isEmpty, fits else {
      log.error("id must be 1 to \(LayoutLimits.maximumIDLength) characters long", at: node.mark)
      return nil
    }
    claim(id, kind: kind, at: node.mark)
    return id
  }

  /// "a view", "an app delegate": a kind of object with its indefinite article, for messages.
  func withArticle(_ kind: String) -> String {
    PendingReference.withArticle(kind)
  }
}

extension LayoutBuilder {
  /// What an id names: its kind and place for messages, and the object for references (nil
  /// between the claim and the object's making).
  struct IDEntry {
    var kind: IDKind
    var mark: YAMLMark?
    var object: AnyObject?

    /// Keeps the first object given: a later one with the same id is a reported duplicate.
    mutating func keep(_ object: AnyObject) {
      if self.object == nil { self.object = object }
    }
  }
}
