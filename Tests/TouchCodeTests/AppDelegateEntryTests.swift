import Foundation
import Testing

@testable import TouchCode

/// An app folder as Xcode makes it compiles unchanged: its app delegate is marked `@main` (or,
/// before Xcode 12, `@UIApplicationMain`), which would make it the entry point of a program;
/// TouchLab loads the files as a library into its own process, so on a class that adopts
/// `UIApplicationDelegate` the attribute is set aside in the compiled copy, every column kept.
/// Found by opening public app folders with `--code`: every one failed at its AppDelegate.swift.
@Suite("An app delegate's @main")
struct AppDelegateEntryTests {
  static let template = """
    import UIKit

    @main
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }
    """

  @Test(
    "@main and @UIApplicationMain on an app delegate are not refused",
    arguments: ["@main", "@UIApplicationMain"])
  func appDelegateIsAccepted(attribute: String) throws {
    // A view class beside it, as an app folder has: a file of only an app delegate gives a
    // layout nothing to name.
    let text =
      Self.template.replacingOccurrences(of: "@main", with: attribute) + "\nclass BadgeView: UIView {}\n"
    guard case .success = try EntryPointClaimTests.discover(text) else {
      Issue.record("refused: \(attribute)")
      return
    }
  }

  @Test("The attribute is blanked in the compiled copy; the line and the class's column stay where they were")
  func attributeIsBlanked() throws {
    let code = CodeFiles(files: [CodeFiles.File(path: "/app/AppDelegate.swift", text: Self.template)])
    let prepared = try SourcePreparation.prepare(
      code, classes: [], configuration: IOSBuildConfiguration { _ in false }
    )
    .get()
    let text = try #require(prepared.first?.text)
    #expect(!text.contains("@main"))
    #expect(text.contains("\n     \nclass AppDelegate: UIResponder, UIApplicationDelegate {"), "\(text)")
  }

  @Test(
    "@main on a type that is not an app delegate is still refused, and on a class adopting something else")
  func otherEntryPointsAreRefused() throws {
    for text in [
      "import UIKit\n@main struct Tool { static func main() {} }\n",
      "import UIKit\n@main class Launcher: UIResponder { static func main() {} }\n",
    ] {
      guard case .failure = try EntryPointClaimTests.discover(text) else {
        Issue.record("accepted: \(text)")
        continue
      }
    }
  }

  @Test(
    "Xcode's templates compile through the real compiler, and Swift 4's UIApplicationLaunchOptionsKey gets the SDK's rename message, as in Xcode today"
  )
  func templatesCompile() throws {
    let folder = try CodeFolder()
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Layouts/InterfaceBuilder/CheckoutCode")
    for name in ["AppDelegate.swift", "SceneDelegate.swift"] {
      try folder.write(name, String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
    }
    try folder.write("BadgeView.swift", "import UIKit\nclass BadgeView: UIView {}\n")
    let files = try CodeFiles.read(
      ["AppDelegate.swift", "SceneDelegate.swift", "BadgeView.swift"].map { folder.path + "/" + $0 }
    ).get()
    guard case .success = CodeLoader.load(files, into: .standard, environment: folder.environment) else {
      Issue.record("Xcode's templates did not compile")
      return
    }
    let old = Self.template.replacingOccurrences(
      of: "    var window: UIWindow?",
      with: """
            var window: UIWindow?

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
                return true
            }
        """)
    try folder.write("Old.swift", old + "\nclass OldBadge: UIView {}\n")
    let oldFiles = try CodeFiles.read([folder.path + "/Old.swift"]).get()
    guard
      case .failure(let failure) = CodeLoader.load(oldFiles, into: .standard, environment: folder.environment)
    else {
      Issue.record("UIApplicationLaunchOptionsKey compiled")
      return
    }
    let message = try #require(failure.diagnostics.first?.diagnostic.message)
    #expect(
      message.contains(
        "'UIApplicationLaunchOptionsKey' has been renamed to 'UIApplication.LaunchOptionsKey'"), "\(message)")
  }
}
