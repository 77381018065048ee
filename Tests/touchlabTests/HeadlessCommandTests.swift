import Foundation
import Testing

/// The headless commands, run as a user runs them.
@Suite("Headless commands")
struct HeadlessCommandTests {
  let card = TouchlabProcess.fixture("card.yaml")

  @Test("trace --tap prints the hit test and the responder chain, indented")
  func traceTapText() throws {
    let result = try TouchlabProcess.run(["trace", card, "--tap", "190,170"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("banner skipped with its subtree: isUserInteractionEnabled is false"))
    #expect(result.stdout.contains("touch 1 → hit view save in window main"))
    #expect(result.stdout.contains("      save handles touchesBegan"))
    #expect(result.stdout.contains("root → home: touchesEnded forwarded to next responder") == false)
    #expect(result.stdout.contains("card → root: touchesEnded forwarded to next responder"))
    #expect(result.stdout.contains("root handles touchesEnded"))
  }

  @Test("§1: the half of save outside its card is dead: the tap lands on the card's parent")
  func outsideHalfIsDead() throws {
    let result = try TouchlabProcess.run(["trace", card, "--tap", "240,170", "--format", "json"])
    #expect(result.status == 0)
    let summary = try Self.summary(result.stdout)
    #expect(summary.first?["hitView"] as? String == "root")
  }

  @Test("§6: the controller sits between its root view and the window")
  func controllerInChain() throws {
    let result = try TouchlabProcess.run(["trace", card, "--tap", "300,250", "--format", "json"])
    let deliveries = try #require(Self.summary(result.stdout).first?["deliveries"] as? [[String: Any]])
    let began = deliveries.filter { $0["method"] as? String == "touchesBegan" }.compactMap {
      $0["responder"] as? String
    }
    #expect(began == ["root", "home", "main", "application"])
  }

  @Test("Same layout and same input give byte-identical JSON across runs")
  func deterministic() throws {
    let arguments = ["trace", card, "--tap", "190,170", "--drag", "30,250:380,120", "--format", "json"]
    let first = try TouchlabProcess.run(arguments)
    let second = try TouchlabProcess.run(arguments)
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    #expect(try Self.summary(first.stdout).count == 2)
  }

  @Test("check: ok for a good layout; file:line:column and exit 2 for a bad one")
  func check() throws {
    let good = try TouchlabProcess.run(["check", card])
    #expect(good.status == 0)
    #expect(good.stdout.contains("ok (1 window, 4 views)"))
    let typo = TouchlabProcess.fixture("typo.yaml")
    let bad = try TouchlabProcess.run(["check", typo])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("\(typo):6:9: "))
    #expect(bad.stderr.contains("hidden"))
  }

  @Test("A missing layout file is a clear error with exit 2, not a crash")
  func missingFile() throws {
    let result = try TouchlabProcess.run(["trace", "no/such/layout.yaml", "--tap", "1,1"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no/such/layout.yaml"))
  }

  @Test(
    "Bad command-line arguments get a clear message and a non-zero exit",
    arguments: [
      ["trace", "x.yaml"], ["trace", "x.yaml", "--tap", "1,x"], ["trace", "x.yaml", "--tap", "nan,1"],
      ["trace", "x.yaml", "--drag", "1,1"], ["trace", "x.yaml", "--tap", "1,1", "--format", "xml"],
    ])
  func badArguments(_ arguments: [String]) throws {
    let result = try TouchlabProcess.run(arguments)
    #expect(result.status != 0)
    #expect(result.stderr.contains("Error:"))
  }

  static func summary(_ json: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let summary = object?["summary"] as? [String: Any]
    return try #require(summary?["touches"] as? [[String: Any]])
  }
}
