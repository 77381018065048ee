import Foundation
import TouchFoundation
import TouchImport
import TouchKit
import TouchLayout

/// Loads the nibs and storyboards a person's code names (``NibLoader``) from their folders:
/// `NAME.xib` and `NAME.storyboard`, looked for in each folder in order (`--resources DIR`
/// first, then the folders of the person's files), the bundle UIKit would read them from.
///
/// Each is opened as an opened file is (``InterfaceBuilderImporter``, then the layout builder
/// with the person's classes), in an application of its own whose window is scaffolding
/// (``Application/instantiatesNib``); the objects leave it before they are returned, and the
/// running application is made current again, with what the person's code printed meanwhile.
public struct FolderNibLoader: NibLoader {
  /// Where files are looked for, in order.
  public let folders: [String]
  /// The classes the objects are made with: the person's, as for the file opened.
  public let registry: ViewClassRegistry

  public init(folders: [String], registry: ViewClassRegistry) {
    var seen: Set<String> = []
    self.folders = folders.filter { seen.insert($0).inserted }
    self.registry = registry
  }

  public var bundlePath: String { folders.first ?? FileManager.default.currentDirectoryPath }

  public func hasNib(named name: String) -> Bool { path(of: name, extension: "xib") != nil }

  public func hasStoryboard(named name: String) -> Bool { path(of: name, extension: "storyboard") != nil }

  /// The file `name.ext` in the first folder that has it. A name with a path separator or
  /// `..` is looked for under the folders only, never above them.
  func path(of name: String, extension ext: String) -> String? {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else { return nil }
    for folder in folders {
      let candidate = (folder as NSString).appendingPathComponent("\(name).\(ext)")
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
        return candidate
      }
    }
    return nil
  }

  public func instantiate(nibNamed name: String, owner: AnyObject?) -> Result<[AnyObject], NibLoadingFault> {
    guard let path = path(of: name, extension: "xib") else {
      return .failure(.missingNib(name: name, bundlePath: bundlePath))
    }
    return loaded(name: name) { (output: inout [String]) throws(LayoutLoadError) in
      let text = try SourceFileReader.read(path, limit: LayoutLimits.maximumDumpBytes)
      var roots: [View] = []
      var layouts: [Layout] = []
      for scene in try InterfaceBuilderImporter.scenes(text: text, source: path).get() {
        let layout = try build(
          text: text, path: path, scene: scene.objectID, output: &output, defersAwakeFromNib: true)
        guard let root = layout.application.windows.first?.subviews.first else { continue }
        root.removeFromSuperview()
        roots.append(root)
        layouts.append(layout)
      }
      if let owner {
        let outlets = try InterfaceBuilderImporter.ownerOutlets(text: text, source: path).get()
        if let fault = connect(outlets, of: owner, among: roots, nib: name) { return .failure(fault) }
      }
      // Every outlet is set, the File's Owner's too: now `awakeFromNib` ("The Nib Object Life
      // Cycle"), with what it prints taken as the loads' output.
      for layout in layouts {
        for object in layout.awaitingAwakeFromNib { object.awakeFromNibLoaded() }
        output += UserOutput.takePending(from: layout.application)
      }
      return .success(roots)
    }
  }

  public func instantiateViewController(storyboard: String, identifier: String?)
    -> Result<ViewController?, NibLoadingFault>
  {
    guard let path = path(of: storyboard, extension: "storyboard") else {
      return .failure(.missingStoryboard(name: storyboard, bundlePath: bundlePath))
    }
    return loaded(name: storyboard) { (output: inout [String]) throws(LayoutLoadError) in
      let text = try SourceFileReader.read(path, limit: LayoutLimits.maximumDumpBytes)
      let scenes = try InterfaceBuilderImporter.scenes(text: text, source: path).get()
      let chosen =
        identifier.map { name in scenes.first { $0.identifier == name } } ?? scenes.first(where: \.isInitial)
      guard let scene = chosen else {
        return identifier.map { .failure(.missingIdentifier(storyboard: storyboard, identifier: $0)) }
          ?? .success(nil)
      }
      let layout = try build(
        text: text, path: path, scene: scene.objectID, output: &output, defersViewLoading: true,
        defersSceneViews: true)
      guard let controller = layout.controllers.first.map(Self.madeController) else { return .success(nil) }
      controller.viewIfLoaded?.removeFromSuperview()
      makeViewsWhenAsked(of: controller, text: text, path: path, scene: scene.objectID)
      return .success(controller)
    }
  }

  public func instantiateViewController(objectID: String, inFileAt path: String)
    -> Result<ViewController, NibLoadingFault>
  {
    loaded(name: path) { (output: inout [String]) throws(LayoutLoadError) in
      let text = try SourceFileReader.read(path, limit: LayoutLimits.maximumDumpBytes)
      let layout = try build(
        text: text, path: path, scene: objectID, output: &output, defersViewLoading: true,
        defersSceneViews: true)
      guard let controller = layout.controllers.first.map(Self.madeController) else {
        return .failure(.unreadable(name: path, problems: ["the scene \(objectID) has no view controller"]))
      }
      controller.viewIfLoaded?.removeFromSuperview()
      makeViewsWhenAsked(of: controller, text: text, path: path, scene: objectID)
      return .success(controller)
    }
  }

  /// Has `controller`, made without its scene's views (``ViewClassRegistry/defersSceneViews``),
  /// make them when its `view` is first read: the scene built again with that controller as
  /// its own (``ViewClassRegistry/sceneController``), what its views' code prints written as
  /// the load's output. A scene that cannot be built then stops the run with the loader's
  /// words, as a storyboard iOS could not load would not have been built.
  private func makeViewsWhenAsked(of controller: ViewController, text: String, path: String, scene: String) {
    guard controller.viewIfLoaded == nil, !controller.awaitsNibView else { return }
    controller.loadNibViewWhenAsked { [self] in
      let made = loaded(name: path) { (output: inout [String]) throws(LayoutLoadError) in
        _ = try build(
          text: text, path: path, scene: scene, output: &output, defersViewLoading: true,
          sceneController: controller)
        return Result<Void, NibLoadingFault>.success(())
      }
      if case .failure(let fault) = made { fault.raise(file: #fileID, line: #line) }
    }
  }

  /// The controller a scene makes: the scene's own, or the outermost container holding it (the
  /// scene asked for was a navigation or tab bar controller's, which opens at its root or
  /// first tab).
  private static func madeController(_ controller: ViewController) -> ViewController {
    var outermost = controller
    while let parent = outermost.parent, parent is NavigationController || parent is TabBarController {
      outermost = parent
    }
    return outermost
  }

  public func instantiateView(objectID: String, inFileAt path: String) -> Result<View, NibLoadingFault> {
    loaded(name: path) { (output: inout [String]) throws(LayoutLoadError) in
      let text = try SourceFileReader.read(path, limit: LayoutLimits.maximumDumpBytes)
      let layout = try build(text: text, path: path, scene: objectID, output: &output)
      guard let root = layout.application.windows.first?.subviews.first else {
        return .failure(.unreadable(name: path, problems: ["no view \(objectID) in the file"]))
      }
      root.removeFromSuperview()
      return .success(root)
    }
  }

  /// Runs `body` (which builds in applications of its own), then makes the running
  /// application current again and gives it the lines the loads printed; a file that cannot
  /// be read or built is a fault naming its problems.
  private func loaded<Made>(
    name: String, _ body: (inout [String]) throws(LayoutLoadError) -> Result<Made, NibLoadingFault>
  ) -> Result<Made, NibLoadingFault> {
    let running = Application.current
    var output: [String] = []
    let result: Result<Made, NibLoadingFault>
    do {
      result = try body(&output)
    } catch {
      result = .failure(.unreadable(name: name, problems: error.diagnostics.map(\.description)))
    }
    running?.becomeCurrent()
    for line in output { UserOutput.write(line) }
    return result
  }

  /// The layout of one scene of the file, built with the person's classes in an application
  /// of its own; `output` gains what iOS logs while it loads ("Unknown class X in Interface
  /// Builder file.") and what the person's code printed.
  private func build(
    text: String, path: String, scene: String, output: inout [String], defersAwakeFromNib: Bool = false,
    defersViewLoading: Bool = false, defersSceneViews: Bool = false, sceneController: ViewController? = nil
  ) throws(LayoutLoadError) -> Layout {
    var nested = registry
    nested.nibLoader = self
    nested.instantiatesNib = true
    nested.defersAwakeFromNib = defersAwakeFromNib
    nested.defersViewLoading = defersViewLoading
    nested.defersSceneViews = defersSceneViews
    nested.sceneController = sceneController.map(ViewClassRegistry.SceneController.init)
    let imported = try InterfaceBuilderImporter.importDocument(
      text: text, source: path, scene: scene, codeClasses: nested.archivableClassNames
    ).get()
    let layout = try LayoutLoader.load(imported: imported, source: path, registry: nested)
    output += imported.warnings.map(\.message) + UserOutput.takePending(from: layout.application)
    return layout
  }

  /// Sets the File's Owner's outlets on `owner`, as nib loading's connection step does: the
  /// `view` outlet of a controller makes its root view; any other sets the `@IBOutlet` of that
  /// name (``ViewClassRegistry/outlet(_:of:)``). An outlet the owner's class lacks is UIKit's
  /// key-value coding exception; one to an object that is not among the views is left out.
  private func connect(
    _ outlets: [InterfaceBuilderOwnerOutlet], of owner: AnyObject, among roots: [View], nib: String
  ) -> NibLoadingFault? {
    var views: [String: View] = [:]
    for view in roots.flatMap(\.allViews) {
      if let id = view.importedOrigin?.objectID, views[id] == nil { views[id] = view }
    }
    for outlet in outlets {
      guard let destination = views[outlet.destination] else { continue }
      if outlet.property == "view", let controller = owner as? ViewController {
        controller.view = destination
        continue
      }
      let ownerClass = String(describing: type(of: owner))
      guard let setter = registry.outlet(outlet.property, of: owner) else {
        return .undefinedKey(owner: ownerClass, key: outlet.property)
      }
      guard setter.connect(owner, to: destination) else {
        return .unreadable(
          name: nib,
          problems: [
            "line \(outlet.line): the outlet '\(outlet.property)' of \(ownerClass) holds a \(setter.typeName), and "
              + "\(outlet.destination) is a \(type(of: destination))"
          ])
      }
    }
    return nil
  }
}
