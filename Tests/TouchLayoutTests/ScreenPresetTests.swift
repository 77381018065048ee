import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// `screen:` names a device preset or gives a bare size (docs/layout-format.md, `screen`).
struct ScreenPresetTests {
  private let window = "windows:\n  - id: main\n"

  @Test func aDevicePresetSetsTheScreenItsSizeAndItsSafeArea() throws {
    let layout = try loadLayout("screen: {device: iPhone 15, orientation: landscape}\n" + window)
    #expect(layout.screenSize == CGSize(width: 852, height: 393))
    #expect(layout.application.screen.device?.name == "iPhone 15")
    let main = try #require(layout.application.windows.first)
    #expect(main.frame.size == CGSize(width: 852, height: 393), "a window's default frame is the screen")
    #expect(main.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
  }

  @Test func aBareSizeHasNoInsetsAndTheStatedScale() throws {
    let layout = try loadLayout("screen: {width: 360, height: 640, scale: 2}\n" + window)
    #expect(layout.application.screen == DeviceScreen(size: CGSize(width: 360, height: 640), scale: 2))
    #expect(layout.application.windows.first?.safeAreaInsets == .zero)
    let plain = try loadLayout("screen: {width: 360, height: 640}\n" + window)
    #expect(plain.application.screen.scale == 3)
  }

  @Test func badScreensAreErrorsAtTheirPlace() {
    #expect(
      diagnostics(of: "screen: {device: iPhone 51}\n" + window) == [
        "test.yaml:1:18: unknown device 'iPhone 51' in screen; did you mean 'iPhone 15'?"
      ])
    #expect(
      diagnostics(of: "screen: {device: iPhone 15, width: 300}\n" + window) == [
        "test.yaml:1:9: screen has both 'device' and 'width': a device's size and scale are its own; "
          + "give one or the other"
      ])
    #expect(
      diagnostics(of: "screen: {device: iPad mini, orientation: sideways}\n" + window) == [
        "test.yaml:1:42: screen orientation must be portrait or landscape, got 'sideways'"
      ])
    #expect(
      diagnostics(of: "screen: {width: 300, height: 400, orientation: landscape}\n" + window) == [
        "test.yaml:1:9: screen 'orientation' turns a device preset; a bare screen's orientation is its "
          + "width and height"
      ])
  }
}
