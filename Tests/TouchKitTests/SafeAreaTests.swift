import Foundation
import Testing

@testable import TouchKit

/// A view's safe area comes from the screen's device (Apple's `safeAreaInsets` reference: a
/// full-screen window has the screen's insets; "for other views in the view hierarchy, the
/// insets reflect only the portion of the view that is covered"; a view in no window has none).
struct SafeAreaTests {
  /// An iPhone 15 in portrait (393 × 852, 59 at the top and 34 at the bottom) with one window
  /// over the whole screen.
  private func phone(_ orientation: DeviceScreen.Orientation = .portrait) throws -> (Application, Window) {
    let device = try #require(DevicePreset.named("iPhone 15"))
    let application = Application()
    application.screen = DeviceScreen(device: device, orientation: orientation)
    let window = Window(id: "window", frame: application.screen.bounds)
    application.addWindow(window)
    return (application, window)
  }

  @Test("UIView.safeAreaInsets: a full-screen window has its device's insets; a bare screen has none")
  func windowInsets() throws {
    let (application, window) = try phone()
    #expect(window.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let (turned, landscape) = try phone(.landscape)
    #expect(landscape.bounds.size == CGSize(width: 852, height: 393))
    #expect(landscape.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let bare = Application()
    let plain = Window(id: "plain", frame: bare.screen.bounds)
    bare.addWindow(plain)
    #expect(plain.safeAreaInsets == .zero, "a bare width and height has no notch or home indicator")
    withExtendedLifetime((application, turned, bare)) {}
  }

  @Test("UIView.safeAreaInsets: only the part of the unsafe edges a view overlaps; none outside a window")
  func subviewInsets() throws {
    let (application, window) = try phone()
    defer { withExtendedLifetime(application) {} }
    let header = View(id: "header", frame: CGRect(x: 0, y: 20, width: 393, height: 100))
    window.addSubview(header)
    #expect(header.safeAreaInsets == EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    let middle = View(id: "middle", frame: CGRect(x: 10, y: 200, width: 100, height: 100))
    window.addSubview(middle)
    #expect(middle.safeAreaInsets == .zero, "a view inside the safe area has no insets")
    let footer = View(id: "footer", frame: CGRect(x: 0, y: 800, width: 393, height: 52))
    window.addSubview(footer)
    #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    let loose = View(id: "loose", frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(loose.safeAreaInsets == .zero, "not in a window")
  }

  @Test("safeAreaLayoutGuide: a view pinned to the root view's safe area sits below the sensor housing")
  func guideOnAPhone() throws {
    let (application, window) = try phone()
    let root = View(id: "root", frame: window.bounds)
    window.addSubview(root)
    let bar = View(id: "bar", frame: .zero)
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
    ])
    application.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    #expect(root.safeAreaLayoutGuide.layoutFrame == bar.frame)
  }

  @Test("Device presets: one table, every value with a source or UNSOURCED, sizes as Apple's table")
  func presetTable() throws {
    #expect(Set(DevicePreset.all.map { $0.name.lowercased() }).count == DevicePreset.all.count)
    for device in DevicePreset.all {
      for source in [device.sources.size, device.sources.safeArea, device.sources.keyboard] {
        #expect(source.contains("http") || source.hasPrefix("UNSOURCED"), "\(device.name): \(source)")
      }
      #expect(device.portraitSize.width < device.portraitSize.height)
      // A phone's keyboard is lower in landscape; an iPad's is taller (its keys are wider).
      #expect(
        (device.keyboardHeight(in: .landscape) < device.keyboardHeight(in: .portrait))
          == (device.idiom == .phone))
    }
    let pad = try #require(
      DevicePreset.named("ipad pro  11-inch"), "names match without case or extra spaces")
    #expect(pad.idiom == .pad && pad.scale == 2)
    #expect(DeviceScreen(device: pad, orientation: .landscape).size == CGSize(width: 1210, height: 834))
    #expect(
      DeviceScreen.standard.keyboardHeight == nil && DeviceScreen.standard.scale == DeviceScreen.bareScale)
  }
}
