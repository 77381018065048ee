import Foundation

/// The records of a dispatch, as a value: what the side pane shows, the headless commands
/// print, and the tests assert on.
public struct Trace: Equatable, Sendable {
  public var records: [TraceRecord]

  public init(records: [TraceRecord]) {
    self.records = records
  }

  /// The hit view of each touch, by touch id.
  public var hitViews: [Int: String?] {
    var result: [Int: String?] = [:]
    for record in records {
      if case .hitView(let touch, let view, _) = record.step { result[touch] = view }
    }
    return result
  }

  /// The views whose `hitTest(_:with:)` returned a view (the path hit testing took to the hit
  /// view), for the touch that began most recently: outermost first (window, …, hit view).
  public var hitTestPath: [String] {
    let lastStart = records.lastIndex { if case .hitTestWindow = $0.step { true } else { false } }
    guard let lastStart else { return [] }
    var path: [String] = []
    for record in records[lastStart...] {
      if case .hitView = record.step { break }
      if case .hitTestReturn(let view, let result) = record.step, result != nil { path.append(view) }
    }
    return path.reversed()
  }
}
