import Foundation
import Testing

@testable import TouchKit

/// The screen's traits and the application's scene (Apple's Human Interface Guidelines, Layout,
/// "Device size classes"; UIApplication's and UIWindowScene's references).
struct ScreenTraitsTests {
  private func screen(_ name: String, _ orientation: DeviceScreen.Orientation) throws -> DeviceScreen {
    DeviceScreen(device: try #require(DevicePreset.named(name)), orientation: orientation)
  }

  @Test("HIG size classes: a phone is compact × regular in portrait, compact × compact in landscape")
  func phoneSizeClasses() throws {
    let portrait = TraitCollection(screen: try screen("iPhone 15", .portrait))
    #expect(portrait.userInterfaceIdiom == .phone && portrait.displayScale == 3)
    #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
    let landscape = TraitCollection(screen: try screen("iPhone 15", .landscape))
    #expect(landscape.horizontalSizeClass == .compact && landscape.verticalSizeClass == .compact)
    let large = TraitCollection(screen: try screen("iPhone 15 Pro Max", .landscape))
    #expect(large.horizontalSizeClass == .regular && large.verticalSizeClass == .compact, "a Pro Max")
  }

  @Test("HIG size classes: a full-screen iPad is regular both ways in both orientations; light appearance")
  func padSizeClasses() throws {
    for orientation in DeviceScreen.Orientation.allCases {
      let traits = TraitCollection(screen: try screen("iPad mini", orientation))
      #expect(traits.userInterfaceIdiom == .pad && traits.displayScale == 2)
      #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
      #expect(traits.userInterfaceStyle == .light)
    }
  }

  @Test("UIApplication.shared: the current application; its key window, one scene with its windows")
  func sharedApplicationAndScene() throws {
    let application = Application()
    application.screen = try screen("iPhone 15", .portrait)
    let first = Window(id: "first", frame: application.screen.bounds)
    let second = Window(id: "second", frame: application.screen.bounds)
    application.addWindow(first)
    application.addWindow(second)
    #expect(Application.shared === application)
    #expect(application.keyWindow === first, "the layout's first window, until another is made key")
    second.makeKey()
    #expect(application.keyWindow === second && second.isKeyWindow && !first.isKeyWindow)
    let scene = try #require(application.connectedScenes.first as? WindowScene)
    #expect(application.connectedScenes.count == 1 && scene.windows.count == 2)
    #expect(scene.screen.size == CGSize(width: 393, height: 852) && DeviceScreen.main.scale == 3)
    let made = Window(windowScene: scene)
    #expect(made.application == nil && made.frame.size == CGSize(width: 393, height: 852))
    made.makeKeyAndVisible()
    #expect(application.windows.last === made && application.keyWindow === made)
    // A scene delegate's other way: `UIWindow(frame: windowScene.coordinateSpace.bounds)`.
    #expect(scene.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(DeviceScreen.main.coordinateSpace.bounds == scene.coordinateSpace.bounds)
  }
}
