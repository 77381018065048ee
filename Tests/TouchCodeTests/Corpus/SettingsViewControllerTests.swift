import Foundation
import Testing
import TouchKit

/// SettingsViewController.swift: a controller whose `loadView`/`viewDidLoad` build the screen,
/// `viewDidLayoutSubviews` places it, and which is the `#selector` target of its controls.
@Suite("Corpus: SettingsViewController")
struct SettingsViewControllerTests {
  @Test("viewDidLoad's subviews are in the controller's view, placed by viewDidLayoutSubviews")
  func viewIsBuilt() throws {
    let screen = try Corpus.screen("SettingsViewController")
    let button = try #require(screen.controllerSubview("settings", ofClass: "Button"))
    #expect(button.frame == CGRect(x: 20, y: 200, width: 350, height: 44))
    let toggle = try #require(screen.controllerSubview("settings", ofClass: "Switch"))
    #expect(toggle.frame == CGRect(x: 319, y: 130, width: 51, height: 31))
  }

  @Test("§5 a tap on Sign Out sends signOutTapped to the controller, its target")
  func signOut() throws {
    let screen = try Corpus.screen("SettingsViewController")
    let actions = screen.tap(195, 222).actions
    #expect(actions.map(\.action) == ["signOutTapped"])
    #expect(actions.first?.target == "settings")
    #expect(actions.first?.sender == "settings.signOutButton")
    #expect(screen.tap(195, 222).printed == ["sign out tapped"])
  }

  @Test("§5 a tap on the switch turns it off and sends notificationsChanged(_:) to the controller")
  func switchFlips() throws {
    let screen = try Corpus.screen("SettingsViewController")
    let toggle = try #require(screen.controllerSubview("settings", ofClass: "Switch") as? Switch)
    #expect(toggle.isOn)
    let actions = screen.tap(344, 145).actions
    #expect(actions.map(\.action) == ["notificationsChanged"])
    #expect(actions.first?.target == "settings")
    #expect(toggle.isOn == false)
    #expect(screen.tap(344, 145).printed == ["notifications: on"])
  }

  @Test("§6 a touch on the empty background goes from the controller's view to the controller")
  func backgroundGoesToController() throws {
    let screen = try Corpus.screen("SettingsViewController")
    let root = try #require(screen.controller("settings")?.view)
    #expect(screen.hit(195, 600) === root)
    let steps = screen.tap(195, 600)
    #expect(
      steps.contains {
        if case .forward(_, "settings", .touchesBegan, _) = $0 { true } else { false }
      })
  }
}
