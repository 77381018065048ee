import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Loads `yaml`, failing the test (with every diagnostic) if it does not load.
func loadLayout(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Layout {
  do {
    return try LayoutLoader.load(yaml: yaml, source: "test.yaml")
  } catch {
    Issue.record("layout did not load:\n\(error)", sourceLocation: sourceLocation)
    throw error
  }
}

/// The diagnostics loading `yaml` reports, as printed; empty if it loads.
func diagnostics(of yaml: String, options: LayoutLoadOptions = .standard) -> [String] {
  do {
    _ = try LayoutLoader.load(yaml: yaml, source: "test.yaml", registry: .standard, options: options)
    return []
  } catch {
    return error.diagnostics.map(\.description)
  }
}

extension Layout {
  /// The view with `id` in any window.
  func view(_ id: String) -> View? {
    application.windows.lazy.compactMap { $0.view(withID: id) }.first
  }
}

/// A window with the given views (YAML list items, indented for `views:`).
func oneWindow(_ views: String) -> String {
  "windows:\n  - id: main\n    views:\n" + views
}

/// Equal to within rounding, for points that went through sines and cosines.
func isClose(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
  abs(lhs.x - rhs.x) < 1e-9 && abs(lhs.y - rhs.y) < 1e-9
}

/// The trace steps of running `gestures` (synthesized pointer input) through `layout`, with every
/// pending timer let run afterwards (a double tap's wait, a delayed touch).
func traceSteps(of layout: Layout, running gestures: [Gesture]) -> [TraceStep] {
  let synthesizer = TouchSynthesizer(application: layout.application)
  for pointer in Gesture.pointerEvents(for: gestures) { synthesizer.send(pointer) }
  synthesizer.runUntilIdle()
  return synthesizer.trace?.records.map(\.step) ?? []
}
