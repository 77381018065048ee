import Foundation
import Testing

/// What the screen looks like on terminals without UTF-8 and without colour.
@Suite(.serialized, .enabled(if: E2E.canRunInTerminal, E2E.skipReason))
struct TerminalAppearanceTests {
  init() throws {
    if E2E.tmuxPath == nil {
      Issue.record("tmux is required for the end-to-end tests (CI is set): apt-get install tmux")
      throw E2EError("tmux missing")
    }
  }

  /// The app with `environment` as its whole locale and colour setting (LANG is not forced).
  static func command(_ environment: String) -> String {
    "sh -c \"env \(environment) TERM=xterm-256color '\(E2E.binary)' '\(E2E.fixture)'; echo EXITED \\$?; sleep 60\""
  }

  /// Every SGR sequence of a `capture-pane -e` screen, as its parameter lists.
  static func sgrParameters(_ screen: String) -> [[Int]] {
    var result: [[Int]] = []
    var rest = Substring(screen)
    while let start = rest.range(of: "\u{1B}[") {
      let body = rest[start.upperBound...].prefix { $0.isNumber || $0 == ";" }
      let end = rest.index(start.upperBound, offsetBy: body.count)
      if end < rest.endIndex, rest[end] == "m" {
        result.append(body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
      }
      rest = rest[end...]
    }
    return result
  }

  /// Whether an SGR parameter sets a colour (foreground or background, 8, 16, 256 or RGB).
  static func isColour(_ parameter: Int) -> Bool {
    (30...38).contains(parameter) || (40...48).contains(parameter) || (90...97).contains(parameter)
      || (100...107).contains(parameter)
  }

  /// A tap on `save`: the hit view is drawn in colour unless NO_COLOR.
  static func tapSave(_ tmux: Tmux) throws {
    let screen = try tmux.waitForScreen("the canvas") { $0.contains("E2E") && $0.contains("save") }
    let target = try #require(E2E.cellInside(box: "save", on: screen), "no save box:\n\(screen)")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)M")
    try tmux.sendLiteral("\u{1B}[<0;\(target.x);\(target.y)m")
    try tmux.waitForScreen("the tap's trace") { $0.contains("sequence ends (touch 1)") }
  }

  @Test(
    "Without a UTF-8 locale every box and mark is ASCII",
    arguments: ["LANG=C", "LANG=C.UTF-8 LC_ALL=C", "LC_CTYPE=POSIX"])
  func asciiWithoutUTF8(_ locale: String) throws {
    let tmux = try Tmux(
      width: 120, height: 40, command: Self.command("-u LANG -u LC_ALL -u LC_CTYPE \(locale)"))
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas in ASCII") {
      $0.contains("TouchLab - E2E") && $0.contains("+main---") && $0.contains("? help . g layouts")
    }
    #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(screen)")
    try tmux.sendLiteral("?")
    // The arrows of the help have stand-ins.
    let help = try tmux.waitForScreen("the help in ASCII") { $0.contains("+- Keys . ? or Esc closes -") }
    let pages = try tmux.helpPages(first: help)
    for page in pages { #expect(page.unicodeScalars.allSatisfy { $0.isASCII }, "\(page)") }
    let all = pages.joined(separator: "\n")
    #expect(all.contains("^ / v") && all.contains("Log pane") && all.contains("Layouts and lessons"))
  }

  @Test("With a UTF-8 locale the boxes are Unicode lines")
  func unicodeWithUTF8() throws {
    let tmux = try Tmux(width: 120, height: 40, command: Self.command("-u LC_ALL -u LC_CTYPE LANG=C.UTF-8"))
    defer { tmux.kill() }
    try tmux.waitForScreen("the canvas in Unicode") {
      $0.contains("TouchLab — E2E") && $0.contains("┌main──")
    }
  }

  @Test("NO_COLOR: attributes only, no colour sequences; without it the hit view is in colour")
  func noColor() throws {
    let plain = try Tmux(
      width: 120, height: 40, command: Self.command("-u LC_ALL -u LC_CTYPE LANG=C.UTF-8 NO_COLOR=1"))
    defer { plain.kill() }
    try Self.tapSave(plain)
    let monochrome = try plain.captureWithAttributes()
    let parameters = Self.sgrParameters(monochrome).flatMap { $0 }
    #expect(parameters.contains(1), "bold is kept")
    #expect(parameters.contains(7), "reverse video is kept")
    #expect(!parameters.contains(where: Self.isColour), "\(Set(parameters).sorted())")

    let coloured = try Tmux(
      width: 120, height: 40, command: Self.command("-u NO_COLOR -u LC_ALL -u LC_CTYPE LANG=C.UTF-8"))
    defer { coloured.kill() }
    try Self.tapSave(coloured)
    let colour = Self.sgrParameters(try coloured.captureWithAttributes()).flatMap { $0 }
    #expect(colour.contains(33), "the hit view and touches are yellow")
    #expect(!colour.contains(30) && !colour.contains(37), "never black or white")
    #expect(!colour.contains { (40...47).contains($0) }, "never a background colour")
  }
}

extension Tmux {
  /// The pane with its attributes and colours as SGR sequences (`capture-pane -e`).
  func captureWithAttributes() throws -> String {
    try Tmux.run(["-L", socket, "capture-pane", "-p", "-e", "-t", session]).output
  }
}
