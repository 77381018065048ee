import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// Objects from an Interface Builder file (their entry's `imported:` names an `ibID`) of the
/// person's classes, and `outlets:`: made and connected as UIKit's nib loading does, in the
/// order the Resource Programming Guide ("The Nib Object Life Cycle") and `awakeFromNib`'s
/// documentation give. Each object is unarchived with `init(coder:)` (a ``NibDecoder``
/// carrying its stored frame) as its entry is read; once all exist, the outlets are set
/// (``Outlet``: the person's `@IBOutlet` property, assigned in their own code) and the
/// actions registered; then each unarchived object gets `awakeFromNib`, the scene's
/// controller first; then the controller whose view the file held gets `viewDidLoad`.
extension LayoutBuilder {
  /// What the file's objects wait for until every object exists.
  struct NibLoad {
    /// Objects made with `init(coder:)`, in the order made: `awakeFromNib` goes to each.
    var unarchived: [Responder] = []
    /// `outlets:` entries: the owner, its property, the id of the destination.
    var outlets: [(owner: AnyObject, property: String, id: String, mark: YAMLMark?)] = []
    /// Controllers whose root view came from the file: `viewDidLoad` once all is connected.
    var controllers: [ViewController] = []
    /// `outlets:` entries whose value is a list: outlet collections, each set once to its array.
    var collections: [(owner: AnyObject, property: String, ids: [String], mark: YAMLMark?)] = []
    /// Embed segues (LayoutBuilder+Segues.swift), performed once every object is woken and
    /// before `viewDidLoad`, as loading the view that holds their container performs them.
    var embeds: [(controller: ViewController, template: StoryboardSegueTemplate, container: View)] = []
  }

  /// Whether the entry came from an Interface Builder file: its `imported:` names an `ibID`.
  func isFromInterfaceBuilder(_ fields: Fields) -> Bool {
    guard case .mapping(let mapping)? = fields["imported"] else { return false }
    return mapping.contains { $0.key.scalarText == "ibID" }
  }

  /// The view of the person's class `name` made as nib loading makes it: `init(coder:)`. Nil
  /// (reported) when the initializer returns nil, as UIKit's would leave the view out.
  func unarchivedView(
    _ name: String, _ decode: ViewClassRegistry.CoderFactory<View>, frame: CGRect, at mark: YAMLMark?
  )
    -> View?
  {
    guard let view = decode(NibDecoder(frame: frame)) else {
      log.error("\(name)(coder:) returned nil, so the Interface Builder file's view is not made", at: mark)
      return nil
    }
    nib.unarchived.append(view)
    return view
  }

  /// The storyboard scene's controller of the person's class `name`: `init(coder:)`.
  func unarchivedController(
    _ name: String, _ decode: ViewClassRegistry.CoderFactory<ViewController>, at mark: YAMLMark?
  ) -> ViewController? {
    guard let controller = decode(NibDecoder(frame: .zero)) else {
      log.error("\(name)(coder:) returned nil, so the storyboard's view controller is not made", at: mark)
      return nil
    }
    nib.unarchived.append(controller)
    return controller
  }

  /// `outlets: {loginButton: login, titleLabel: title}` on a view or controller: each
  /// `@IBOutlet` property of its class set to the object of that id, once every object exists.
  func outlets(_ node: YAMLNode, of owner: AnyObject) {
    guard case .mapping(let mapping) = node else {
      log.error(
        "outlets must map @IBOutlet property names to ids, got \(NodeKind(node).phrase)", at: node.mark)
      return
    }
    for entry in mapping {
      if case .sequence(let items) = entry.value, let property = string(entry.key, "outlet name") {
        let ids = items.compactMap { string($0, "each id of an outlet collection") }
        nib.collections.append((owner, property, ids, entry.value.mark))
        continue
      }
      guard let property = string(entry.key, "outlet name"), let id = string(entry.value, "outlet") else {
        continue
      }
      nib.outlets.append((owner, property, id, entry.value.mark))
    }
  }

  /// Sets the outlets, then sends `awakeFromNib` and `viewDidLoad` (only when nothing went
  /// wrong: no person's method runs on a layout that will not open).
  func finishNibLoading() {
    for pending in nib.outlets {
      guard let destination = idEntry(pending.id)?.object else {
        log.error("the outlet '\(pending.property)' names an unknown id '\(pending.id)'", at: pending.mark)
        continue
      }
      let ownerClass = String(describing: type(of: pending.owner))
      guard let outlet = registry.outlet(pending.property, of: pending.owner) else {
        // A built-in class's outlet (a table's dataSource), set as nib loading sets it.
        switch BuiltInOutlet.connect(pending.property, of: pending.owner, to: destination) {
        case .connected: continue
        case .wrongType(let expected):
          log.warning(
            "the outlet '\(pending.property)' of \(ownerClass) holds a \(expected), and '\(pending.id)' is a "
              + "\(type(of: destination)), which is not one; it is left unset (iOS sets it, and calls what "
              + "it implements)", at: pending.mark)
          continue
        case .unknown: break
        }
        log.error(
          "\(ownerClass) has no @IBOutlet '\(pending.property)': iOS stops here with \"this class is not key "
            + "value coding-compliant for the key \(pending.property).\"", at: pending.mark)
        continue
      }
      // A scene's controller's outlet is checked now and set when its view loads.
      let controller = sceneController(pending.owner)
      let fits =
        controller == nil
        ? outlet.connect(pending.owner, to: destination) : outlet.accepts(pending.owner, destination)
      guard fits else {
        log.error(
          "the outlet '\(pending.property)' of \(ownerClass) holds a \(outlet.typeName), and '\(pending.id)' is a "
            + "\(type(of: destination))", at: pending.mark)
        continue
      }
      controller?.whenNibViewLoads { [weak controller] in
        if let controller { _ = outlet.connect(controller, to: destination) }
      }
    }
    connectOutletCollections()
    guard log.isEmpty else { return }
    if !registry.defersAwakeFromNib {
      for object in nib.unarchived { object.awakeFromNibLoaded() }
    }
    for embed in nib.embeds {
      guard let controller = sceneController(embed.controller) else {
        embed.controller.performEmbedSegue(embed.template, in: embed.container)
        continue
      }
      controller.whenNibViewLoads { [weak controller, template = embed.template] in
        controller?.performEmbedSegue(template, in: embed.container)
      }
    }
    for controller in nib.controllers {
      if registry.defersViewLoading { controller.deferNibViewLoad() } else { controller.viewDidLoadFromNib() }
    }
  }

  /// Sets each outlet collection to the objects of its ids, in order, as one array.
  private func connectOutletCollections() {
    for pending in nib.collections {
      let objects = pending.ids.compactMap { id -> AnyObject? in
        guard let object = idEntry(id)?.object else {
          log.error(
            "the outlet collection '\(pending.property)' names an unknown id '\(id)'", at: pending.mark)
          return nil
        }
        return object
      }
      let ownerClass = String(describing: type(of: pending.owner))
      guard let outlet = registry.outlet(pending.property, of: pending.owner) else {
        log.error(
          "\(ownerClass) has no @IBOutlet '\(pending.property)': iOS stops here with \"this class is not key "
            + "value coding-compliant for the key \(pending.property).\"", at: pending.mark)
        continue
      }
      let controller = sceneController(pending.owner)
      let fits =
        controller == nil
        ? outlet.connect(pending.owner, toCollection: objects)
        : outlet.accepts(pending.owner, collection: objects)
      controller?.whenNibViewLoads { [weak controller] in
        if let controller { _ = outlet.connect(controller, toCollection: objects) }
      }
      if !fits {
        log.error(
          "the outlet collection '\(pending.property)' of \(ownerClass) holds a \(outlet.typeName), and its objects "
            + "are not all of its element type", at: pending.mark)
      }
    }
  }

  /// `owner` if it is a scene's controller whose view comes from the file: its outlets are set
  /// when that view loads (``ViewController/whenNibViewLoads(_:)``), as UIKit connects them from
  /// the view's nib.
  private func sceneController(_ owner: AnyObject) -> ViewController? {
    nib.controllers.first { $0 === owner }
  }
}
