import Foundation
import TouchFoundation
import TouchKit

/// What an app's folder holds for launching it (``AppFolderLaunch``): its `Info.plist`, read as
/// iOS reads it, and the folders holding its storyboards (`Base.lproj/`, which has no Swift file
/// for the code's folders to name).
///
/// The Info.plist is the app target's: among the `Info.plist` files under the folders, those
/// that say how the app launches (`UIApplicationSceneManifest`, `UIMainStoryboardFile`,
/// `LSRequiresIPhoneOS`: a test bundle's says none of them), the one nearest the app delegate's
/// file. A folder with none (Xcode 13 and later generate it from build settings; a crawled
/// folder may lack it) launches as Xcode's template would: a `Main.storyboard` in the folders is
/// the main storyboard, or the scene's when the code has a scene delegate (UNSOURCED, a TouchLab
/// choice, said in a warning).
struct AppFolder {
  /// The launch keys, and the file they were read from.
  var info = ApplicationLaunch.InfoPlist()
  /// The folders with a `.storyboard`, for the loader to look in.
  var storyboardFolders: [String] = []
  /// What the person should know: the fallback above, taken.
  var warnings: [Diagnostic] = []

  /// The most entries one walk of the folders looks at (as ``TouchCode``'s walks of them).
  static let maximumEntries = 100_000
  /// The largest Info.plist read.
  static let maximumPlistBytes = 1 << 20

  /// Reads `folders`; `appDelegateFile`: where the app delegate is declared, to choose among
  /// Info.plists; `hasSceneDelegate`: for the fallback.
  static func read(folders: [String], appDelegateFile: String?, hasSceneDelegate: Bool) -> Result<
    AppFolder, LayoutLoadError
  > {
    var plists: [String] = []
    var storyboards: [String] = []
    var entries = maximumEntries
    for folder in folders { walk(folder, &entries, plists: &plists, storyboards: &storyboards) }
    var found = AppFolder()
    var seen: Set<String> = []
    found.storyboardFolders = storyboards.map { ($0 as NSString).deletingLastPathComponent }
      .filter { seen.insert($0).inserted }
    var launching: [(path: String, keys: [String: Any])] = []
    for path in plists {
      switch keys(ofPlistAt: path) {
      case .success(let keys?): launching.append((path, keys))
      case .success(nil): continue
      case .failure(let problem): return .failure(LayoutLoadError([problem]))
      }
    }
    let chosen = launching.max { nearness($0.path, appDelegateFile) < nearness($1.path, appDelegateFile) }
    if let chosen {
      found.info = info(chosen.keys, file: chosen.path)
    } else if let main = storyboards.first(where: { ($0 as NSString).lastPathComponent == "Main.storyboard" })
    {
      if hasSceneDelegate { found.info.sceneStoryboard = "Main" } else { found.info.mainStoryboard = "Main" }
      found.warnings.append(
        Diagnostic(
          file: main, line: 0, column: 0,
          message:
            "the app's folder has no Info.plist: Main.storyboard is opened as "
            + (hasSceneDelegate
              ? "the scene's storyboard (UISceneStoryboardFile)"
              : "the main storyboard (UIMainStoryboardFile)")
            + ", as Xcode's template names it", isWarning: true))
    }
    return .success(found)
  }

  /// The launch keys of the Info.plist `keys`.
  static func info(_ keys: [String: Any], file: String) -> ApplicationLaunch.InfoPlist {
    var info = ApplicationLaunch.InfoPlist(file: file)
    info.mainStoryboard = nonEmpty(keys["UIMainStoryboardFile"])
    guard let manifest = keys["UIApplicationSceneManifest"] as? [String: Any] else { return info }
    info.hasSceneManifest = true
    let configurations = manifest["UISceneConfigurations"] as? [String: Any]
    let roles = configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]]
    guard let first = roles?.first else { return info }
    // `$(PRODUCT_MODULE_NAME).SceneDelegate`: the module is the person's one module here.
    info.sceneDelegateClassName = nonEmpty(first["UISceneDelegateClassName"]).map { name in
      name.hasPrefix("$(") ? String(name.split(separator: ".", maxSplits: 1).last ?? "") : name
    }
    info.sceneStoryboard = nonEmpty(first["UISceneStoryboardFile"])
    return info
  }

  private static func nonEmpty(_ value: Any?) -> String? {
    guard let text = value as? String, !text.isEmpty else { return nil }
    return text
  }

  /// The plist's keys when it says how an app launches; nil for another plist.
  private static func keys(ofPlistAt path: String) -> Result<[String: Any]?, Diagnostic> {
    let data: Data
    do {
      data = Data(try SourceFileReader.read(path, limit: maximumPlistBytes).utf8)
    } catch {
      return .failure(
        error.diagnostics.first ?? Diagnostic(file: path, line: 0, column: 0, message: "unreadable"))
    }
    guard
      let keys = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        as? [String: Any]
    else {
      return .failure(
        Diagnostic(file: path, line: 0, column: 0, message: "the Info.plist is not a property list"))
    }
    let launchKeys = ["UIApplicationSceneManifest", "UIMainStoryboardFile", "LSRequiresIPhoneOS"]
    return .success(launchKeys.contains { keys[$0] != nil } ? keys : nil)
  }

  /// How many leading path components `path`'s folder shares with `file`'s.
  private static func nearness(_ path: String, _ file: String?) -> Int {
    guard let file else { return 0 }
    let a = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.pathComponents
    let b = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.pathComponents
    return zip(a, b).prefix { $0 == $1 }.count
  }

  /// Every `Info.plist` and `.storyboard` under `folder` (hidden and build folders skipped).
  private static func walk(
    _ folder: String, _ entries: inout Int, plists: inout [String], storyboards: inout [String]
  ) {
    guard
      let walk = FileManager.default.enumerator(
        at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return }
    for case let item as URL in walk {
      entries -= 1
      if entries < 0 { return }
      if item.lastPathComponent == ".build" {
        walk.skipDescendants()
      } else if item.lastPathComponent == "Info.plist" {
        plists.append(item.standardizedFileURL.path)
      } else if item.pathExtension == "storyboard" {
        storyboards.append(item.standardizedFileURL.path)
      }
    }
    plists.sort()
    storyboards.sort()
  }
}
