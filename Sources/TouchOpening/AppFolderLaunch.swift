import Foundation
import TouchFoundation
import TouchKit
import TouchLayout

/// An app folder opened with no layout and no storyboard: launched through its own app
/// delegate and scene delegate (``ApplicationLaunch``), so a programmatic app — its screen built
/// in `scene(_:willConnectTo:options:)` or `application(_:didFinishLaunchingWithOptions:)` —
/// opens as it is, and an app with a main storyboard opens its initial controller. The windows
/// the delegates make visible are the layout's windows.
public enum AppFolderLaunch {
  /// Launches the app whose code (compiled into `registry`) is in `folders`; `source` names it
  /// in messages and titles. The launch's problems are diagnostics at the person's file and line.
  public static func load(folders: [String], source: String, registry: ViewClassRegistry)
    throws(LayoutLoadError)
    -> Layout
  {
    let app = try AppFolder.read(
      folders: folders, appDelegateFile: registry.appDelegates.first?.file,
      hasSceneDelegate: !registry.sceneDelegates.isEmpty
    ).get()
    let application = Application()
    var loading = registry
    let searched = (registry.nibLoader as? FolderNibLoader)?.folders ?? folders
    loading.nibLoader = FolderNibLoader(folders: searched + app.storyboardFolders, registry: registry)
    application.nibLoader = loading.nibLoader
    let launch = ApplicationLaunch(application: application)
    let launched = launch.run(
      appDelegates: registry.appDelegates, sceneDelegates: registry.sceneDelegates, info: app.info)
    switch launched {
    case .failure(let fault):
      throw LayoutLoadError(
        app.warnings + [
          Diagnostic(
            file: fault.file ?? source, line: fault.line, column: fault.column, message: fault.message)
        ])
    case .success(let windows):
      // The first update cycle, as a layout's: code-built subviews take their frames.
      application.layoutIfNeeded()
      var layout = Layout(
        source: source, title: nil, screenSize: application.screen.size, application: application,
        controllers: windows.compactMap(\.rootViewController))
      layout.warnings = app.warnings
      // The delegates live as long as the app: UIKit's application and scene keep them.
      layout.listObjects = [launch.appDelegate as AnyObject?, launch.sceneDelegate as AnyObject?].compactMap {
        $0
      }
      return layout
    }
  }
}
