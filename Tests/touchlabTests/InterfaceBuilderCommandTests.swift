import Foundation
import Testing

/// The commands on Interface Builder files (docs/interface-builder.md): opened with no flag,
/// a scene by `--scene`, the scenes and what is not read listed by `describe`, and a bad file
/// refused with its `file:line:column` and exit 2.
@Suite("Interface Builder files on the command line")
struct InterfaceBuilderCommandTests {
  static let shop = "Layouts/InterfaceBuilder/Shop.storyboard"

  @Test("describe --scenes lists every scene, the initial one marked; --scene opens one by identifier")
  func scenes() throws {
    let listed = try TouchlabProcess.run(["describe", Self.shop, "--scenes"])
    #expect(listed.status == 0)
    #expect(
      listed.stdout.split(separator: "\n").map { String($0.prefix(10)) } == [
        "Sh1-Nv-001", "Sh1-Vc-001", "Sh1-Vc-002",
      ])
    #expect(listed.stdout.contains("(initial)"))
    let details = try TouchlabProcess.run(["describe", Self.shop, "--scene", "details"])
    #expect(details.status == 0)
    #expect(details.stdout.contains("Slider Quantity (18, 120, 378, 31)"))
    let missing = try TouchlabProcess.run(["describe", Self.shop, "--scene", "nope"])
    #expect(missing.status == 2 && missing.stderr.contains("Shop.storyboard:2:1: no scene named 'nope'"))
  }

  @Test("describe --unsupported: one line per kind, with count, first line:column and why")
  func unsupported() throws {
    let result = try TouchlabProcess.run(["describe", Self.shop, "--unsupported"])
    #expect(result.status == 0)
    // Its constraints are solved and its navigation controller and segues read
    // (docs/interface-builder.md): nothing is listed.
    #expect(result.stdout.isEmpty, "\(result.stdout)")
    let profile = try TouchlabProcess.run([
      "describe", "Layouts/InterfaceBuilder/Profile.storyboard", "--unsupported",
    ])
    #expect(profile.stdout.contains("action to Pf1-Hd-001: 1, first at line 35:45"))
  }

  @Test(
    "check --frames-as-stored fails (exit 1) on a misplaced view, naming both rectangles; plain check passes")
  func framesAsStored() throws {
    let path = "Layouts/InterfaceBuilder/Misplaced.storyboard"
    let plain = try TouchlabProcess.run(["check", path])
    #expect(plain.status == 0)
    let strict = try TouchlabProcess.run(["check", path, "--frames-as-stored"])
    #expect(strict.status == 1)
    #expect(
      strict.stdout.contains(
        "Misplaced.storyboard:31: Summary Card (IB object Mp1-Vw-002) is misplaced: the file stored "
          + "(20, 260, 353, 200), its constraints give (20, 198.672, 353, 200)"))
    #expect(strict.stdout.contains("1 misplaced view"))
    let matching = try TouchlabProcess.run([
      "check", "Layouts/InterfaceBuilder/Login.storyboard", "--frames-as-stored",
    ])
    #expect(matching.status == 0 && matching.stdout.contains("0 misplaced views"))
  }

  @Test("A tap traced on a storyboard hits what iOS hits; malformed XML exits 2 at its line")
  func traceAndBadFile() throws {
    let traced = try TouchlabProcess.run([
      "trace", "Layouts/InterfaceBuilder/Login.storyboard", "--tap", "100,370",
    ])
    #expect(traced.status == 0)
    #expect(traced.stdout.contains("touch 1 → hit view loginButton"))
    #expect(
      traced.stdout.contains(
        "loginButton is UIButton (IB object Lg1-Bt-001) in the Interface Builder file (imported as Button)"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("Bad.xib")
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
      <objects>
        <view id="a"><rect key="frame" x="0" y="0" width="10" height="10"></view>
      </objects>
    </document>
    """.write(to: bad, atomically: true, encoding: .utf8)
    let result = try TouchlabProcess.run(["describe", bad.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("Bad.xib:4:") && result.stderr.contains("malformed XML"))
  }

  @Test(
    "trace with --code: the storyboard's customClass is the person's, woken in Apple's order; a tap reaches its @IBAction"
  )
  func customClassFromCode() throws {
    let traced = try TouchlabProcess.run([
      "trace", "Layouts/InterfaceBuilder/Profile.storyboard", "--code", "Layouts/InterfaceBuilder/Code",
      "--tap", "162,137",
    ])
    #expect(traced.status == 0, "\(traced.stderr)")
    let order = [
      "ProfileHeaderView.init(coder:)", "ProfileViewController.awakeFromNib: header nil",
      "ProfileHeaderView.awakeFromNib",
      "ProfileViewController.viewDidLoad", "follow: following true",
    ].map { traced.stdout.range(of: $0)?.lowerBound }
    #expect(
      order.allSatisfy { $0 != nil } && order.compactMap { $0 } == order.compactMap { $0 }.sorted(),
      "\(traced.stdout)")
    #expect(!traced.stderr.contains("Unknown class"))
    // With the code, the header's own action is read: nothing of the scene is left unread.
    let unread = try TouchlabProcess.run([
      "describe", "Layouts/InterfaceBuilder/Profile.storyboard", "--code", "Layouts/InterfaceBuilder/Code",
      "--unsupported",
    ])
    #expect(unread.status == 0 && unread.stdout.isEmpty, "\(unread.stdout)\(unread.stderr)")
  }
}
