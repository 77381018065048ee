import Foundation
import Testing

/// `touchlab query`: one line per selected view, and exit codes a shell can test.
@Suite("query")
struct QueryCommandTests {
  let card = TouchlabProcess.fixture("card.yaml")

  @Test("Each selected view on a line: class, id, frame in screen points, labelled 'on screen'; exit 0")
  func matches() throws {
    let result = try TouchlabProcess.run(["query", card, "#card View"])
    #expect(result.status == 0)
    #expect(result.stdout == "View save (170, 160, 100, 60) on screen\n")
  }

  @Test("query's frame is on screen, describe's in the superview, and each line says which")
  func coordinateSpacesLabelled() throws {
    let query = try TouchlabProcess.run(["query", "Layouts/default.yaml", "#save"])
    #expect(query.stdout == "View save (240, 280, 160, 50) on screen\n")
    let describe = try TouchlabProcess.run(["describe", "Layouts/default.yaml"])
    #expect(describe.stdout.contains("\n      View save (220, 150, 160, 50) in card\n"))
    #expect(describe.stdout.contains("\nWindow main (0, 0, 390, 844) on screen · level 0\n"))
  }

  @Test("//*, the first thing a user types: every view, exit 0, and a note of what is left out")
  func everything() throws {
    let result = try TouchlabProcess.run(["query", card, "//*"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").first == "Window main (0, 0, 400, 300) on screen")
    #expect(result.stdout.contains("View save (170, 160, 100, 60) on screen\n"))
    #expect(result.stderr == "query: also selected, not views, left out: Application application\n")
  }

  @Test("XPath on a gallery layout by name")
  func xpath() throws {
    let result = try TouchlabProcess.run(["query", "Layouts/gestures.yaml", "//*[@id='table']//Button"])
    #expect(result.status == 0)
    #expect(result.stdout == "Button pay (30, 260, 160, 44) on screen\n")
  }

  @Test("Nothing matched: exit 1, and stderr says so")
  func none() throws {
    let result = try TouchlabProcess.run(["query", card, "Button"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "query: no view matches 'Button'\n")
  }

  @Test(
    "A bad expression: exit 2 with the message",
    arguments: ["Button[titel=Save]", "//View[", "(count(//View))"])
  func badExpression(expression: String) throws {
    let result = try TouchlabProcess.run(["query", card, expression])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("query: "))
  }

  @Test("A bad layout: exit 2 with its diagnostics")
  func badLayout() throws {
    let result = try TouchlabProcess.run(["query", TouchlabProcess.fixture("typo.yaml"), "#save"])
    #expect(result.status == 2)
    #expect(result.stderr.contains(":6:9: "))
  }

  @Test("The expression is sanitized before it reaches the terminal")
  func sanitized() throws {
    let result = try TouchlabProcess.run(["query", card, "#a\u{1B}[31m"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("␛"))
    #expect(!result.stderr.contains("\u{1B}"))
  }
}
