import Foundation
import TouchLayout

/// The layout scripts, recordings and queries are read against: the one the script tests and
/// the bad-script corpus use (`Tests/TouchLayoutTests/ScriptFixtures/layout.yaml`), so the
/// seeds' view ids resolve and the fuzzer reaches past "no view named …".
public enum FuzzFixture {
  /// The fixture's path in the checkout these targets were built from.
  public static let layoutPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Tests/TouchLayoutTests/ScriptFixtures/layout.yaml").path

  /// A fresh load of the fixture: a run changes the layout it runs on, so each run takes one.
  /// A fixture that does not load is a broken checkout, not a finding: the target stops.
  public static func layout() -> Layout {
    do {
      return try LayoutLoader.load(contentsOf: layoutPath)
    } catch {
      fatalError("the fuzz fixture \(layoutPath) does not load: \(error)")
    }
  }
}
