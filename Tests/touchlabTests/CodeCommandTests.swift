import Foundation
import Testing
import TouchCode
import TouchFoundation

/// `--code`, `--allow-code` and a layout's `code:` on the command line: the person's classes in
/// the trace, their recognizers in the arbitration, and every mistake a clear message with
/// exit status 2.
@Suite("Code on the command line", .serialized)
struct CodeCommandTests {
  /// A folder of its own for each test: code, layouts, the compile cache and the consent list.
  struct Folder {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("code-cli-\(UUID().uuidString)")
      .path

    init() throws {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    var environment: [String: String] {
      ["TOUCHLAB_CACHE_DIR": path + "/cache", "TOUCHLAB_CONFIG_DIR": path + "/config"]
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
      let file = path + "/" + name
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
      return file
    }

    func run(_ arguments: [String]) throws -> TouchlabProcess.Result {
      try TouchlabProcess.run(arguments, environment: environment)
    }
  }

  static let views = """
    import UIKit

    class RoundButton: UIButton {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        return dx * dx + dy * dy <= bounds.width * bounds.width / 4
      }
    }

    /// A tap that the view's other recognizers cannot prevent (canBePrevented(by:)).
    class StubbornTap: UITapGestureRecognizer {
      override func canBePrevented(by preventing: UIGestureRecognizer) -> Bool { false }
    }
    """

  static func layout(code: String? = nil, second: String = "StubbornTap") -> String {
    (code.map { "code: \($0)\n" } ?? "") + """
      windows:
        - id: window
          frame: [0, 0, 300, 300]
          views:
            - id: round
              class: RoundButton
              frame: [100, 100, 100, 100]
            - id: pad
              frame: [0, 200, 300, 100]
              gestures:
                - {id: first, type: tap, action: one}
                - {id: second, type: \(second), action: two}
      """
  }

  @Test("--code: the person's class is hit-tested through its override, marked in the trace (§1)")
  func overrideInTheTrace() throws {
    let folder = try Folder()
    let code = try folder.write("Views.swift", Self.views)
    let layout = try folder.write("layout.yaml", Self.layout())
    let inside = try folder.run(["trace", layout, "--code", code, "--tap", "150,150", "--format", "text"])
    #expect(inside.status == 0, "\(inside.stderr)")
    #expect(inside.stdout.contains("round.point(inside: (50, 50)) [override RoundButton] → true"))
    #expect(inside.stdout.contains("touch 1 → hit view round"))
    let corner = try folder.run(["trace", layout, "--code", code, "--tap", "104,104", "--format", "text"])
    #expect(corner.stdout.contains("touch 1 → hit view window"))
  }

  @Test("A recognizer class of the person's code takes part in arbitration with its overrides (§4)")
  func recognizerOverridesArbitrate() throws {
    let folder = try Folder()
    let code = try folder.write("Views.swift", Self.views)
    // Two plain taps: the first to recognize prevents the second (§4's default).
    let plain = try folder.run([
      "trace", try folder.write("plain.yaml", Self.layout(second: "tap")), "--code", code, "--tap", "150,250",
      "--format", "text",
    ])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("second: possible → failed: first recognized first and prevents it"))
    // StubbornTap cannot be prevented: both recognize, and both actions are sent.
    let stubborn = try folder.run([
      "trace", try folder.write("stubborn.yaml", Self.layout()), "--code", code, "--tap", "150,250",
      "--format",
      "text",
    ])
    #expect(stubborn.status == 0, "\(stubborn.stderr)")
    #expect(stubborn.stdout.contains("second: possible → ended: the tap completed"))
    #expect(stubborn.stdout.contains("action two from second"))
  }

  @Test("Bad code: a missing file, a compile error, no view class; each a message and exit 2")
  func badCode() throws {
    let folder = try Folder()
    let layout = try folder.write("layout.yaml", Self.layout())
    let missing = try folder.run(["trace", layout, "--code", folder.path + "/Missing.swift", "--tap", "1,1"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("Missing.swift: no such file or folder"))
    let bad = try folder.write(
      "Bad.swift", "import UIKit\nclass RoundButton: UIButton {\n  let n: Int = \"x\"\n}\n")
    let broken = try folder.run(["trace", layout, "--code", bad, "--tap", "1,1"])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("Bad.swift:3:16: cannot convert value of type 'String'"))
    let none = try folder.write("None.swift", "struct Model {}\n")
    let nothing = try folder.run(["describe", layout, "--code", none])
    #expect(nothing.status == 2)
    #expect(nothing.stderr.contains("no class here subclasses a UIKit view"))
  }

  @Test("Two files declaring one class: a message at the class, exit 2")
  func duplicateNames() throws {
    let folder = try Folder()
    let layout = try folder.write("layout.yaml", Self.layout())
    let first = try folder.write("Views.swift", Self.views)
    let second = try folder.write("Again.swift", "import UIKit\nclass RoundButton: UIButton {}\n")
    let twice = try folder.run(["trace", layout, "--code", first, "--code", second, "--tap", "1,1"])
    #expect(twice.status == 2)
    #expect(twice.stderr.contains("class 'RoundButton' is declared twice: first at "))
  }

  /// Issue 35: code from an iOS project keeps its own names, so a person's class named like a
  /// built-in one wins over it in the layouts loaded with the code, and each load says so.
  @Test("A person's class named like a built-in one is the one a layout's class: makes, with a notice")
  func personsClassWins() throws {
    let folder = try Folder()
    let clash = try folder.write(
      "Clash.swift",
      "import UIKit\nclass Slider: UIControl {\n  override init(frame: CGRect) {\n    super.init(frame: frame)\n"
        + "    print(\"the person's slider\")\n  }\n\n  required init?(coder: NSCoder) {\n    super.init(coder: coder)\n  }\n}\n"
    )
    let layout = try folder.write(
      "layout.yaml",
      "windows:\n  - id: window\n    frame: [0, 0, 100, 100]\n    views:\n"
        + "      - {id: mine, class: Slider, frame: [0, 0, 100, 40]}\n")
    let run = try folder.run(["trace", layout, "--code", clash, "--tap", "50,20"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("the person's slider"))
    #expect(
      run.stderr.contains(
        "Clash.swift:2:7: warning: class 'Slider' has the name of a built-in class: a layout's 'class: Slider' "
          + "makes this one, not TouchLab's"))
  }

  @Test("import --code: a side file maps a dump's class to a class of the person's code")
  func importMapsToCodeClasses() throws {
    let folder = try Folder()
    let code = try folder.write("Views.swift", Self.views)
    let side = try folder.write("side.yaml", "classes:\n  CardView: RoundButton\n")
    let dump = TouchlabProcess.packageRoot.appendingPathComponent("Layouts/Dumps/chisel-pviews.txt").path
    let without = try folder.run(["import", dump, "--side-file", side])
    #expect(without.status == 2)
    #expect(without.stderr.contains("unknown class 'RoundButton'"))
    let with = try folder.run(["import", dump, "--side-file", side, "--code", code])
    #expect(with.status == 0, "\(with.stderr)")
    #expect(with.stdout.contains("class: \"RoundButton\""))
  }

  @Test("A layout's code: runs only with consent: --allow-code, or an allowed hash; else exit 2")
  func consent() throws {
    let folder = try Folder()
    try folder.write("Views.swift", Self.views)
    let layout = try folder.write("layout.yaml", Self.layout(code: "Views.swift"))
    let refused = try folder.run(["trace", layout, "--tap", "150,150"])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("layout.yaml:1:7: the layout's 'code:' names Swift code (Views.swift)"))
    #expect(refused.stderr.contains("pass --allow-code"))
    let allowed = try folder.run(["trace", layout, "--tap", "150,150", "--allow-code"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    // Compiled now, its classes and library kept by the files' hash (issue 42's warm start):
    // still nothing runs without consent.
    let cached = try folder.run(["trace", layout, "--tap", "150,150"])
    #expect(cached.status == 2)
    #expect(cached.stderr.contains("pass --allow-code"))
    // An answer remembered by hash (what the explorer's question writes) is consent too.
    let files = try CodeFiles.read([folder.path + "/Views.swift"]).get()
    let consent = CodeConsent(
      environment: CodeEnvironment(
        compiler: nil, modules: "", cache: "", configuration: folder.path + "/config", packageRoot: nil))
    try consent.allow(files)
    #expect(try folder.run(["trace", layout, "--tap", "150,150"]).status == 0)
    // An edit is new code: asked about again.
    try folder.write("Views.swift", Self.views + "\n// edited\n")
    #expect(try folder.run(["trace", layout, "--tap", "150,150"]).status == 2)
  }
}
