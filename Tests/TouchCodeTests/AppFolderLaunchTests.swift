import Foundation
import Testing

@testable import TouchCode
@testable import TouchOpening

/// An app folder opened with no layout is launched through its own delegates (docs/code.md,
/// "Launching an app folder"): its app delegate and scene delegate are found as classes of
/// their own, and its Info.plist is read as iOS reads it (Apple, "Information Property List":
/// `UIApplicationSceneManifest`, `UISceneDelegateClassName`, `UIMainStoryboardFile`).
@Suite("Launching an app folder: its delegates and its Info.plist")
struct AppFolderLaunchTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(
    "Classes adopting UIApplicationDelegate and UIWindowSceneDelegate are found (as delegates, not as a UIResponder TouchLab lacks), under both modules' names"
  )
  func delegatesAreFound() throws {
    let text = """
      import UIKit
      class AppDelegate: UIResponder, UIApplicationDelegate {}
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
      class Plain: NSObject {}
      class Engine: NSObject {}
      extension Engine: UISceneDelegate {}
      class Badge: UIView {}
      """
    let discovery = try EntryPointClaimTests.discover(text).get()
    let kinds = discovery.classes.map { "\($0.name):\($0.kind?.rawValue ?? "?")" }
    #expect(
      kinds == [
        "Badge:view", "AppDelegate:appDelegate", "SceneDelegate:sceneDelegate", "Engine:sceneDelegate",
      ])
    #expect(discovery.notes.isEmpty, "\(discovery.notes)")
  }

  @Test(
    "The shipped example's Info.plist: a scene manifest whose delegate is $(PRODUCT_MODULE_NAME).SceneDelegate, read as SceneDelegate"
  )
  func shippedInfoPlist() throws {
    let folder = Self.root.appendingPathComponent("Layouts/Apps/Notes").path
    let app = try AppFolder.read(folders: [folder], appDelegateFile: nil, hasSceneDelegate: true).get()
    #expect(app.info.hasSceneManifest)
    #expect(app.info.sceneDelegateClassName == "SceneDelegate")
    #expect(app.info.sceneStoryboard == nil && app.info.mainStoryboard == nil)
    #expect(app.info.file?.hasSuffix("Layouts/Apps/Notes/Info.plist") == true)
    #expect(app.warnings.isEmpty)
  }

  @Test(
    "The app target's Info.plist is the one that says how the app launches, nearest the app delegate; a test bundle's is passed over"
  )
  func appTargetPlist() throws {
    let folder = try CodeFolder()
    let plist = { (keys: String) in
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(keys)</dict></plist>\n"
    }
    try FileManager.default.createDirectory(
      atPath: folder.path + "/App/Base.lproj", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.path + "/AppTests", withIntermediateDirectories: true)
    _ = try folder.write("AppTests/Info.plist", plist("<key>CFBundleName</key><string>Tests</string>"))
    _ = try folder.write(
      "App/Info.plist",
      plist("<key>UIMainStoryboardFile</key><string>Main</string><key>LSRequiresIPhoneOS</key><true/>"))
    _ = try folder.write("App/Base.lproj/Main.storyboard", "")
    let app = try AppFolder.read(
      folders: [folder.path], appDelegateFile: folder.path + "/App/AppDelegate.swift", hasSceneDelegate: false
    ).get()
    #expect(app.info.mainStoryboard == "Main")
    #expect(app.info.file?.hasSuffix("/App/Info.plist") == true)
    #expect(app.storyboardFolders.map { URL(fileURLWithPath: $0).lastPathComponent } == ["Base.lproj"])
  }

  @Test(
    "A folder without an Info.plist opens its Main.storyboard as Xcode's template names it (UNSOURCED, TouchLab's choice), with a warning saying so"
  )
  func noInfoPlist() throws {
    let folder = try CodeFolder()
    _ = try folder.write("Main.storyboard", "")
    let plain = try AppFolder.read(folders: [folder.path], appDelegateFile: nil, hasSceneDelegate: false)
      .get()
    #expect(plain.info.mainStoryboard == "Main" && plain.info.file == nil)
    #expect(plain.warnings.first?.message.contains("no Info.plist") == true)
    let scenes = try AppFolder.read(folders: [folder.path], appDelegateFile: nil, hasSceneDelegate: true)
      .get()
    #expect(scenes.info.sceneStoryboard == "Main" && scenes.info.mainStoryboard == nil)
  }

  @Test("An Info.plist that is not a property list: a message at the file, not a crash")
  func badPlist() throws {
    let folder = try CodeFolder()
    _ = try folder.write("Info.plist", "<plist><dict><key>broken")
    guard
      case .failure(let error) = AppFolder.read(
        folders: [folder.path], appDelegateFile: nil, hasSceneDelegate: false)
    else {
      Issue.record("read")
      return
    }
    #expect(error.diagnostics.first?.file.hasSuffix("Info.plist") == true)
  }
}
