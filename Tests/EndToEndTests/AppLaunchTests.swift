import Foundation
import Testing

/// An app folder opened with no layout (`touchlab --code App`, `touchlab trace App --code App`)
/// is launched through its own AppDelegate and SceneDelegate (docs/code.md, "Launching an app
/// folder"), in Apple's order ("About the app launch sequence"), and bad apps get a message at
/// their file and line and exit 2. The shipped example is Layouts/Apps/Notes: Xcode's templates
/// edited to build a navigation controller over a code-built home screen.
@Suite(.serialized)
struct AppLaunchTests {
  static let notes = E2E.packageRoot.appendingPathComponent("Layouts/Apps/Notes").path

  @Test(
    "The programmatic app opens headless: the delegates' prints in launch order, then a tap on its code-built button reaches its action"
  )
  func notesTrace() throws {
    let result = try E2E.run(E2E.binary, ["trace", Self.notes, "--code", Self.notes, "--tap", "195,74"])
    #expect(result.status == 0, "\(result.errors)")
    let prints = result.output.components(separatedBy: "\n").filter { $0.contains("print: ") }.map {
      $0.components(separatedBy: "print: ").last ?? ""
    }
    #expect(
      prints == [
        "didFinishLaunching", "scene(_:willConnectTo:options:)", "sceneWillEnterForeground",
        "sceneDidBecomeActive",
        "added Note 4",
      ])
    #expect(result.output.contains("action addNote from HomeViewController.addButton → HomeViewController"))
  }

  @Test(
    "describe with no layout, only --code, launches the app: the window the scene delegate made, its navigation controller and the home screen"
  )
  func notesDescribe() throws {
    let result = try E2E.run(E2E.binary, ["describe", "--code", Self.notes])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("root NavigationController"))
    #expect(result.output.contains("controller HomeViewController"))
    #expect(result.output.contains("HomeViewController.addButton “New note”"))
  }

  @Test(
    "An app folder's code runs only with the person's say: a copy outside Layouts/ without --code or --allow-code exits 2, nothing run; with --allow-code it launches"
  )
  func consent() throws {
    let copy = try Self.notesCopy()
    let refused = try E2E.run(E2E.binary, ["describe", copy])
    #expect(refused.status == 2)
    #expect(refused.errors.contains("has not been allowed to run"), "\(refused.errors)")
    #expect(!refused.output.contains("HomeViewController"))
    let allowed = try E2E.run(E2E.binary, ["describe", copy, "--allow-code"])
    #expect(allowed.status == 0, "\(allowed.errors)")
    #expect(allowed.output.contains("controller HomeViewController"))
  }

  @Test(
    "A scene storyboard (Info.plist UISceneStoryboardFile) is loaded into the scene's window before willConnectTo, as iOS does: the storyboard app opens with no layout and no storyboard argument"
  )
  func sceneStoryboard() throws {
    let shipped = E2E.packageRoot.appendingPathComponent("Layouts/InterfaceBuilder")
    var files: [String: String] = [
      "Info.plist": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict>
      <key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
      <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
      <key>UISceneStoryboardFile</key><string>Checkout</string>
      </dict></array></dict></dict></dict></plist>

      """,
      "Checkout.storyboard": try String(
        contentsOf: shipped.appendingPathComponent("Checkout.storyboard"), encoding: .utf8),
    ]
    let code = shipped.appendingPathComponent("CheckoutCode")
    for name in try FileManager.default.contentsOfDirectory(atPath: code.path) where name.hasSuffix(".swift")
    {
      files[name] = try String(contentsOf: code.appendingPathComponent(name), encoding: .utf8)
    }
    let folder = try Self.app(files)
    let result = try E2E.run(E2E.binary, ["describe", folder, "--code", folder])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("on screen · level 0 · root checkout"), "\(result.output)")
    #expect(result.output.contains("“Review order”"))
  }

  @Test(
    "A scene delegate that loops forever is not a hang without end: SIGTERM ends it, naming the method (docs/reliability.md)"
  )
  func loopingDelegate() throws {
    let folder = try Self.app(["Badge.swift": Self.view])
    let marker = folder + "/looping"
    try """
    import UIKit
    class AppDelegate: UIResponder, UIApplicationDelegate {}
    class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            FileManager.default.createFile(atPath: "\(marker)", contents: nil)
            while true { usleep(1000) }
        }
    }

    """.write(toFile: folder + "/App.swift", atomically: true, encoding: .utf8)
    let errors = folder + "/errors"
    let run = SignalledRun(
      [
        "/usr/bin/env", "TOUCHLAB_CACHE_DIR=\(folder)/cache", E2E.binary, "describe", folder, "--code",
        folder,
      ],
      errors: errors, marker: marker, timeout: 120)
    #expect(run.started, "the loop never started")
    let status = run.signal(SIGTERM)
    #expect(status & 0x7F == SIGTERM)
    let text = try String(contentsOfFile: errors, encoding: .utf8)
    #expect(
      text.contains("touchlab: your code was running: SceneDelegate.scene(_:willConnectTo:options:)"),
      "\(text)")
  }

  /// A copy of the example outside Layouts/, whose code is then not shipped with TouchLab.
  static func notesCopy() throws -> String {
    var files: [String: String] = [:]
    for name in ["AppDelegate.swift", "SceneDelegate.swift", "HomeViewController.swift", "Info.plist"] {
      files[name] = try String(contentsOfFile: notes + "/" + name, encoding: .utf8)
    }
    return try app(files)
  }

  /// A temporary app folder with `files`.
  static func app(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "app-launch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return folder.path
  }

  static let view = "import UIKit\nclass BadgeView: UIView {}\n"

  @Test("An app delegate that makes no window: exit 2 with a message at its class's line")
  func noWindow() throws {
    let folder = try Self.app([
      "AppDelegate.swift":
        "import UIKit\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}\n",
      "Badge.swift": Self.view,
    ])
    let result = try E2E.run(E2E.binary, ["describe", folder, "--code", folder])
    #expect(result.status == 2)
    #expect(
      result.errors.contains("AppDelegate.swift:3:7: the app launched with no window"), "\(result.errors)")
  }

  @Test("Two scene delegates and nothing saying which: exit 2 naming both")
  func twoSceneDelegates() throws {
    let scene = { (name: String) in "import UIKit\nclass \(name): UIResponder, UIWindowSceneDelegate {}\n" }
    let folder = try Self.app([
      "AppDelegate.swift": "import UIKit\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
      "A.swift": scene("FirstScene"), "B.swift": scene("SecondScene"), "Badge.swift": Self.view,
    ])
    let result = try E2E.run(E2E.binary, ["describe", folder, "--code", folder])
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "B.swift:2:7: class 'SecondScene' adopts UIWindowSceneDelegate, and so does FirstScene"),
      "\(result.errors)")
  }

  @Test("A delegate-window app whose window has no root view controller: exit 2, as iOS ends it")
  func noRoot() throws {
    let folder = try Self.app([
      "AppDelegate.swift": """
      import UIKit
      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
          var window: UIWindow?
          func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
              window = UIWindow(frame: UIScreen.main.bounds)
              window?.addSubview(BadgeView(frame: .zero))
              window?.makeKeyAndVisible()
              return true
          }
      }

      """,
      "Badge.swift": Self.view,
    ])
    let result = try E2E.run(E2E.binary, ["describe", folder, "--code", folder])
    #expect(result.status == 2)
    #expect(
      result.errors.contains(
        "AppDelegate.swift:3:7: the window AppDelegate.application(_:didFinishLaunchingWithOptions:) made has no root view controller"
      ), "\(result.errors)")
  }
}
