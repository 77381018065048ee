import Foundation
import Testing

/// A person's code that crashes or exits where the engine announces no method (issue 34,
/// item 5; docs/reliability.md, "A crash in your code"): an initializer a layout runs, a
/// `deinit`, a thread they started, code their library runs as it loads, `exit()` in an
/// override, a headless SIGTERM during an endless loop. Each is told as theirs — the class and
/// method where the engine announced one, their function by address otherwise — never as "a
/// TouchLab bug". Each case is real code, compiled by the built binary (`--code`).
@Suite("Crashes and exits in user code, by address", .serialized)
struct UserCodeCrashTests {
  /// A folder with the person's file, a layout of one view of `className`, and its own cache.
  struct Case {
    let folder: String
    let code: String
    let layout: String

    init(className: String, code text: String) throws {
      folder = try CrashTests.folder()
      code = folder + "/\(className).swift"
      layout = folder + "/layout.yaml"
      try Data(text.utf8).write(to: URL(fileURLWithPath: code))
      let yaml = """
        screen: {width: 200, height: 120}
        windows:
          - id: main
            views:
              - {id: subject, class: \(className), frame: [20, 20, 100, 60]}
        """
      try Data(yaml.utf8).write(to: URL(fileURLWithPath: layout))
    }

    /// `env TOUCHLAB_CACHE_DIR=… touchlab ARGUMENTS`, to the end.
    func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
      try E2E.run("/usr/bin/env", ["TOUCHLAB_CACHE_DIR=\(folder)/cache", E2E.binary] + arguments)
    }

    func trace() throws -> (status: Int32, output: String, errors: String) {
      try run(["trace", layout, "--code", code, "--tap", "50,50"])
    }
  }

  static let outsideBug = "crashed outside your code"

  @Test("fatalError in init(frame:), the shape of most custom views: named as the class's initializer")
  func fatalErrorInInit() throws {
    let test = try Case(
      className: "InitCrashView",
      code: """
        import UIKit
        class InitCrashView: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            fatalError("InitCrashView cannot be made")
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        """)
    let result = try test.trace()
    #expect(CrashTests.trapStatuses.contains(result.status), "status \(result.status):\n\(result.errors)")
    #expect(
      result.errors.contains("touchlab: crashed in your code: InitCrashView.init(frame:)"), "\(result.errors)"
    )
    #expect(result.errors.contains("touchlab: in your function InitCrashView.init(frame: CGRect)"))
    #expect(!result.errors.contains(Self.outsideBug))
  }

  @Test("abort() in deinit, run when the engine lets the view go: named by address")
  func abortInDeinit() throws {
    let test = try Case(
      className: "DeinitAbortView",
      code: """
        import UIKit
        class DeinitAbortView: UIView {
          deinit { abort() }
        }
        """)
    let result = try test.run(["check", test.layout, "--code", test.code])
    #expect(result.status == 128 + SIGABRT, "status \(result.status):\n\(result.errors)")
    #expect(
      result.errors.contains("touchlab: crashed in your code: DeinitAbortView.deinit"), "\(result.errors)")
    #expect(result.errors.contains("SIGABRT (abort())"))
    #expect(!result.errors.contains(Self.outsideBug))
  }

  @Test("A trap on a thread the person's code started: their function, on another thread than the engine's")
  func trapOnTheirThread() throws {
    let test = try Case(
      className: "ThreadView",
      code: """
        import Foundation
        import UIKit
        class ThreadView: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            let done = DispatchSemaphore(value: 0)
            Thread { ThreadView.work([1]); done.signal() }.start()
            done.wait()
          }
          required init?(coder: NSCoder) { fatalError() }
          static func work(_ values: [Int]) { print(values[values.count + 1]) }
        }
        """)
    let result = try test.trace()
    #expect(CrashTests.trapStatuses.contains(result.status), "status \(result.status):\n\(result.errors)")
    #expect(
      result.errors.contains("touchlab: crashed in your code: static ThreadView.work(Array<Int>) -> ()"),
      "\(result.errors)")
    #expect(result.errors.contains("on another thread than the engine's"))
    #expect(result.errors.contains("touchlab: the engine was meanwhile running your ThreadView.init(frame:)"))
    #expect(!result.errors.contains(Self.outsideBug))
  }

  @Test("Code run as the library loads (@section(\".init_array\")): said to be the load-time code of theirs")
  func loadTimeCode() throws {
    let test = try Case(
      className: "LoadedView",
      code: """
        import UIKit
        class LoadedView: UIView {}
        @section(".init_array") @used
        let crashAtLoad: @convention(c) () -> Void = { fatalError("crash at load") }
        """)
    let result = try test.trace()
    #expect(CrashTests.trapStatuses.contains(result.status), "status \(result.status):\n\(result.errors)")
    #expect(
      result.errors.contains(
        "touchlab: crashed in your code: the code your library runs when it is loaded (.init_array, a static initializer)"
      ), "\(result.errors)")
    #expect(!result.errors.contains(Self.outsideBug))
  }

  static let exitingView = """
    import Foundation
    import UIKit
    class ExitView: UIView {
      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { exit(3) }
    }
    """

  @Test("exit() in an override, headless: the status is theirs, the message names the class and method")
  func exitHeadless() throws {
    let test = try Case(className: "ExitView", code: Self.exitingView)
    let result = try test.trace()
    #expect(result.status == 3, "\(result.errors)")
    #expect(
      result.errors.contains("touchlab: your code called exit(): ExitView.hitTest(_:with:)"),
      "\(result.errors)")
  }

  @Test("exit() in an override in the explorer: terminal restored, the class and method named")
  func exitInTheExplorer() throws {
    guard E2E.canRunInTerminal else { return }
    let test = try Case(className: "ExitView", code: Self.exitingView)
    let command =
      "sh -c \"before=\\$(stty -g); env TOUCHLAB_CACHE_DIR='\(test.folder)/cache' TERM=xterm-256color LANG=C.UTF-8 "
      + "'\(E2E.binary)' '\(test.layout)' --code '\(test.code)'; echo EXITED \\$?; "
      + "[ \\\"\\$(stty -g)\\\" = \\\"\\$before\\\" ] && echo STTY-RESTORED || echo STTY-CHANGED; "
      + "read line; echo GOT:\\$line; sleep 60\""
    let tmux = try Tmux(width: 200, height: 50, command: command)
    defer { tmux.kill() }
    let screen = try tmux.waitForScreen("the canvas", timeout: 120) { $0.contains("subject") }
    let cell = try #require(E2E.cellInside(box: "subject", on: screen), "no subject box:\n\(screen)")
    try CrashTerminalTests.press(tmux, cell)
    let after = try tmux.waitForScreen("the shell's lines") { $0.contains("STTY-") }
    #expect(after.contains("EXITED 3"), "\(after)")
    #expect(after.contains("touchlab: your code called exit(): ExitView.hitTest(_:with:)"))
    #expect(after.contains("touchlab: the terminal is restored"))
    // The cursor shown again (the reset bytes), mouse reporting off, the normal screen.
    #expect(try tmux.waitForFormat("#{cursor_flag}", toBe: "1"))
    try CrashTerminalTests.expectRestored(tmux, after)
  }

  @Test("Headless SIGTERM during an endless loop in an override: says whose code was running")
  func terminatedInALoop() throws {
    let test = try Case(
      className: "LoopView",
      code: """
        import Foundation
        import UIKit
        class LoopView: UIView {
          override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            FileManager.default.createFile(atPath: "\(try CrashTests.folder())/looping", contents: nil)
            while true { usleep(1000) }
          }
        }
        """)
    let marker = try String(contentsOfFile: test.code, encoding: .utf8)
      .components(separatedBy: "atPath: \"")[1].components(separatedBy: "\"")[0]
    let errors = test.folder + "/errors"
    let arguments = [
      "/usr/bin/env", "TOUCHLAB_CACHE_DIR=\(test.folder)/cache", E2E.binary, "trace", test.layout, "--code",
      test.code,
      "--tap", "50,50",
    ]
    // The test signals the child and reaps it itself (SignalledRun).
    let run = SignalledRun(arguments, errors: errors, marker: marker, timeout: 120)
    #expect(run.started, "the loop never started")
    let status = run.signal(SIGTERM)
    #expect(status & 0x7F == SIGTERM)
    let text = try String(contentsOfFile: errors, encoding: .utf8)
    #expect(text.contains("touchlab: ended by SIGTERM (terminated)"), "\(text)")
    #expect(text.contains("touchlab: your code was running: LoopView.hitTest(_:with:)"))
  }
}
