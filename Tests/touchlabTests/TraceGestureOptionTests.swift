import Foundation
import Testing

/// `touchlab trace`'s gesture options, run as a user runs them, read back from the JSON trace.
@Suite("trace gesture options")
struct TraceGestureOptionTests {
  let card = TouchlabProcess.fixture("card.yaml")

  func trace(_ options: [String]) throws -> TraceJSON {
    let result = try TouchlabProcess.run(["trace", card] + options + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    return try TraceJSON(result.stdout)
  }

  @Test("--double-tap and --triple-tap give touches with tapCount 1, 2 (and 3)")
  func multiTaps() throws {
    #expect(try trace(["--double-tap", "190,170"]).tapCounts == [1, 2])
    #expect(try trace(["--triple-tap", "190,170", "--tap", "190,170"]).tapCounts == [1, 2, 3, 1])
  }

  @Test("--hold presses still for SECONDS, 1 s without @")
  func hold() throws {
    let held = try trace(["--hold", "190,170@2.5"]).pointers
    #expect(held.map(\.kind) == ["down", "up"])
    #expect(held.map(\.time) == [0, 2.5])
    #expect(try trace(["--hold", "190,170"]).pointers.last?.time == 1)
  }

  @Test("--drag with @SECONDS takes that long, moving at 60 Hz")
  func timedDrag() throws {
    let pointers = try trace(["--drag", "30,250:380,120@1"]).pointers
    #expect(pointers.filter { $0.kind == "move" }.count == 60)
    #expect(pointers.last == .init(kind: "up", pointer: 0, x: 380, y: 120, time: 1))
  }

  @Test("--pinch is two pointers, 0 and 1, around the centre, FROM then TO points apart")
  func pinch() throws {
    let result = try trace(["--pinch", "200,150:40:160@0.5"])
    let pointers = result.pointers
    #expect(Set(pointers.map(\.pointer)) == [0, 1])
    #expect(
      pointers.prefix(2) == [
        .init(kind: "down", pointer: 0, x: 180, y: 150, time: 0),
        .init(kind: "down", pointer: 1, x: 220, y: 150, time: 0),
      ])
    #expect(
      pointers.suffix(2) == [
        .init(kind: "up", pointer: 0, x: 120, y: 150, time: 0.5),
        .init(kind: "up", pointer: 1, x: 280, y: 150, time: 0.5),
      ])
    #expect(pointers.filter { $0.kind == "move" }.count == 2 * 30)
    #expect(result.touches.count == 2)
  }

  @Test("--rotate turns two opposite pointers clockwise by positive DEGREES")
  func rotate() throws {
    let pointers = try trace(["--rotate", "200,150:50:90@0.25"]).pointers
    #expect(pointers.prefix(2).map { [$0.x, $0.y] } == [[150, 150], [250, 150]])
    let end = pointers.suffix(2)
    #expect(end.map(\.kind) == ["up", "up"])
    #expect(end.map(\.pointer) == [0, 1])
    // Pointer 1 went from right of the centre to below it (y grows downwards): clockwise.
    let last = try #require(end.last)
    #expect(abs(last.x - 200) < 1e-9 && abs(last.y - 200) < 1e-9 && last.time == 0.25)
  }

  @Test("--cancel presses, then the system cancels the touch after SECONDS (0.2 s by default)")
  func cancel() throws {
    let result = try trace(["--cancel", "190,170@0.3"])
    #expect(
      result.pointers == [
        .init(kind: "down", pointer: 0, x: 190, y: 170, time: 0),
        .init(kind: "cancel", pointer: 0, x: 190, y: 170, time: 0.3),
      ])
    #expect(result.touchPhases == ["1 began", "1 cancelled"])
    #expect(try trace(["--cancel", "190,170"]).pointers.last?.time == 0.2)
  }

  @Test("Gestures run in command-line order across option kinds, a second apart")
  func commandLineOrder() throws {
    let downs = try trace([
      "--drag", "30,250:380,120", "--tap", "190,170", "--pinch", "100,100:20:40", "--cancel=5,5",
      "--hold", "300,250",
    ]).pointers.filter { $0.kind == "down" }
    #expect(
      downs.map { [$0.x, $0.y] } == [[30, 250], [190, 170], [90, 100], [110, 100], [5, 5], [300, 250]])
    #expect(downs.map(\.time) == [0, 1.5, 2.6, 2.6, 4.1, 5.3])
    let reversed = try trace(["--hold", "300,250", "--tap", "190,170"]).pointers.filter { $0.kind == "down" }
    #expect(reversed.map(\.x) == [300, 190])
  }

  @Test(
    "--fingers puts fingers on different views: pressed, moved and lifted together, finger i is pointer i-1")
  func fingersOnTwoViews() throws {
    let result = try TouchlabProcess.run([
      "trace", "Layouts/default.yaml", "--fingers", "260,300+100,600:100,650@0.5", "--format", "json",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try TraceJSON(result.stdout)
    let downs = json.pointers.filter { $0.kind == "down" }
    #expect(
      downs == [
        .init(kind: "down", pointer: 0, x: 260, y: 300, time: 0),
        .init(kind: "down", pointer: 1, x: 100, y: 600, time: 0),
      ])
    #expect(json.pointers.filter { $0.kind == "up" }.map(\.time) == [0.5, 0.5])
    #expect(
      json.pointers.filter { $0.kind == "move" }.count == 60, "both fingers move each frame (30 frames)")
    let text = try TouchlabProcess.run(["trace", "Layouts/default.yaml", "--fingers", "260,300+100,600"])
      .stdout
    #expect(text.contains("touch 1 → hit view save in window main"))
    #expect(text.contains("touch 2 → hit view list in window main"))
    #expect(text.contains("sequence ends (touches 1, 2)"))
  }

  @Test(
    "Bad gesture values exit non-zero with a message that says what is wrong",
    arguments: [
      (["--hold", "10,10@-1"], "hold duration must be a positive number of seconds"),
      (["--hold", "10,10@0"], "hold duration must be a positive number of seconds"),
      (["--hold", "10,10@61"], "hold duration must be at most 60 seconds"),
      (["--cancel", "10,10@nan"], "cancel delay must be a positive number of seconds"),
      (["--drag", "1,1:2,2@inf"], "drag duration must be a positive number of seconds"),
      (["--drag", "1,1"], "drag takes X1,Y1:X2,Y2[@SECONDS]"),
      (["--pinch", "10,10:40"], "pinch takes X,Y:FROM:TO[@SECONDS]"),
      (["--pinch", "10,10:0:40"], "pinch FROM distance must be a positive number of points"),
      (["--rotate", "10,10:-5:90"], "rotate radius must be a positive number of points"),
      (["--pinch", "10,10:10:1e200"], "pinch TO distance must be at most 1000000 points"),
      (["--rotate", "10,10:5:x"], "rotate DEGREES must be a number"),
      (["--hold", "10"], "hold point must be X,Y"),
      (["--double-tap", "1,x"], "The value '1,x' is invalid for '--double-tap <X,Y>'"),
      ([], "Give at least one gesture: --tap, --double-tap"),
      (["--fingers", "1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1"], "fingers takes 2 to 10 fingers"),
      (["--fingers", "10,10+x,1"], "finger 2 must be X,Y"),
      (["--fingers", "10,10:1,1:2,2+5,5"], "finger 1 takes X,Y or X1,Y1:X2,Y2"),
      (["--fingers", "10,10+5,5@0"], "fingers duration must be a positive number of seconds"),
    ])
  func badValues(options: [String], message: String) throws {
    let result = try TouchlabProcess.run(["trace", card] + options)
    #expect(result.status != 0)
    #expect(result.stderr.contains("Error:"))
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
