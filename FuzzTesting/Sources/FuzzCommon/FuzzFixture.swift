import Foundation
import TouchFoundation
import TouchLayout
import TouchOpening

/// The layout scripts, recordings and queries are read against: the one the script tests and
/// the bad-script corpus use (`Tests/TouchLayoutTests/ScriptFixtures/layout.yaml`), so the
/// seeds' view ids resolve and the fuzzer reaches past "no view named …".
public enum FuzzFixture {
  /// The fixture's path in the checkout these targets were built from.
  public static let layoutPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Tests/TouchLayoutTests/ScriptFixtures/layout.yaml").path

  /// The fixture's text, read from the disk once: a target that loads it for each input
  /// parses it each time, but need not read it each time.
  private static let text: String = {
    do { return try SourceFileReader.read(layoutPath) } catch { broken(error) }
  }()

  /// The fixture's views nest a few levels deep. With the default limits (views 20,000 deep)
  /// each load would parse on a thread with a stack of over 600 MiB, started and unmapped for
  /// that load alone: under AddressSanitizer the load and the kernel's mapping and unmapping
  /// were 30% of the recording target's samples (docs/reliability.md). At the file format's
  /// own depth limit the load takes a thread that waits between loads (`LargeStackThread`).
  private static let options = LayoutLoadOptions(maximumViewDepth: LayoutLimits.maximumViewDepth)

  /// One load of the fixture for every input of a target that only reads it (a script is read
  /// against it, a query runs on it): reading does not change a layout.
  nonisolated(unsafe) public static let shared = layout()

  /// A fresh load of the fixture: a run changes the layout it runs on, so each run takes one.
  /// A fixture that does not load is a broken checkout, not a finding: the target stops.
  public static func layout() -> Layout {
    do {
      return try LayoutLoader.load(text: text, path: layoutPath, registry: .standard, options: options)
    } catch {
      broken(error)
    }
  }

  private static func broken(_ error: any Error) -> Never {
    fatalError("the fuzz fixture \(layoutPath) does not load: \(error)")
  }
}
