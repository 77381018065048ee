import Foundation
import Testing
import TouchFoundation
import TouchKit
import TouchLayout

@testable import TouchCode

/// A person's `UIViewController` subclass, compiled from source: a layout names it as a
/// controller's `type:` and uses the view its `loadView`/`viewDidLoad` built (issue 14).
@Suite("User code: view controllers", .serialized)
struct ControllerCodeTests {
  /// The most common shape of all: `loadView` sets `view`, `viewDidLoad` builds the button and
  /// is its `#selector` target (the rewrite makes `@objc` and `#selector` compile on Linux).
  static let settings = """
    import UIKit

    final class SettingsViewController: UIViewController {
      static var loads = 0
      private let saveButton = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
      private(set) var saved = 0

      override func loadView() {
        SettingsViewController.loads += 1
        view = UIView()
      }

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(saveButton)
        saveButton.addTarget(self, action: #selector(saveTapped), for: .touchUpInside)
      }

      @objc private func saveTapped() {
        saved += 1
      }
    }
    """

  static let layout = """
    windows:
      - id: window
        frame: [0, 0, 390, 844]
        views:
          - id: settings
            frame: [0, 100, 390, 300]
            controller: {id: settingsController, type: SettingsViewController}
            subviews:
              - {id: banner, frame: [0, 250, 390, 50]}
    """

  private func load(_ folder: CodeFolder, _ names: String...) throws -> Result<LoadedCode, CodeFailure> {
    let files = try CodeFiles.read(names.map { folder.path + "/" + $0 }).get()
    return CodeLoader.load(files, into: .standard, environment: folder.environment)
  }

  @Test(
    "controller: {type:} makes the class with init() and uses its loaded view, frame and id from the layout")
  func layoutUsesTheControllersView() throws {
    let folder = try CodeFolder()
    try folder.write("Settings.swift", Self.settings)
    let code = try load(folder, "Settings.swift").get()
    #expect(code.classes.map(\.kind) == [.controller])
    #expect(code.registry.controllerClassNames == ["SettingsViewController"])
    let layout = try LayoutLoader.load(yaml: Self.layout, source: "settings.yaml", registry: code.registry)
    let view = try #require(layout.application.view(withID: "settings"))
    let controller = try #require(layout.controllers.first)
    #expect(String(describing: type(of: controller)) == "SettingsViewController")
    #expect(controller.id == "settingsController")
    #expect(controller.viewIfLoaded === view)
    #expect(view.frame == CGRect(x: 0, y: 100, width: 390, height: 300))
    #expect(view.subviews.map(\.id) == ["settingsController.saveButton", "banner"])
  }

  @Test(
    "§5/§6 target-action: a tap on the code-built button sends its action to the controller, named in the trace"
  )
  func tapReachesTheController() throws {
    let folder = try CodeFolder()
    try folder.write("Settings.swift", Self.settings)
    let code = try load(folder, "Settings.swift").get()
    let layout = try LayoutLoader.load(yaml: Self.layout, source: "settings.yaml", registry: code.registry)
    let recorder = TraceRecorder()
    let synthesizer = TouchSynthesizer(application: layout.application, trace: recorder)
    synthesizer.send(PointerEvent(.down, at: CGPoint(x: 50, y: 140), time: 0))
    synthesizer.send(PointerEvent(.up, at: CGPoint(x: 50, y: 140), time: 0.1))
    let steps = recorder.records.map(\.step)
    #expect(
      steps.contains { if case .hitView(_, "settingsController.saveButton", _) = $0 { true } else { false } })
    #expect(
      steps.contains(
        .actionSent(
          action: "saveTapped", sender: "settingsController.saveButton", target: "settingsController")))
    // §6: the controller is its view's next responder.
    let view = try #require(layout.application.view(withID: "settings"))
    #expect(view.next === layout.controllers.first)
  }

  @Test("A controller class that cannot be made with init() is explained at the class's line")
  func controllerWithoutPlainInitializer() throws {
    let folder = try CodeFolder()
    try folder.write(
      "Detail.swift",
      "import UIKit\n\nfinal class DetailViewController: UIViewController {\n"
        + "  init(item: Int) { super.init(nibName: nil, bundle: nil) }\n"
        + "  required init?(coder: NSCoder) { fatalError() }\n}\n")
    guard case .failure(let failure) = try load(folder, "Detail.swift") else {
      Issue.record("expected a failure")
      return
    }
    let first = try #require(failure.diagnostics.first)
    #expect(first.diagnostic.line == 3)
    #expect(first.diagnostic.column == 13)
    #expect(
      first.diagnostic.message.hasPrefix(
        "TouchLab makes 'DetailViewController' for a layout with DetailViewController()"))
  }

  @Test("An unknown controller type is an error at its file:line:column")
  func unknownType() throws {
    let yaml = """
      windows:
        - id: window
          views:
            - id: settings
              frame: [0, 0, 100, 100]
              controller: {id: c, type: SettingsViewControler}
      """
    #expect {
      try LayoutLoader.load(yaml: yaml, source: "bad.yaml", registry: .standard)
    } throws: { error in
      guard let error = error as? LayoutLoadError, let first = error.diagnostics.first else { return false }
      return first.line == 6 && first.column == 35
        && first.message.hasPrefix("unknown view controller class 'SettingsViewControler'")
    }
  }
}
