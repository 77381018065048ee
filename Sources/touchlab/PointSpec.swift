import ArgumentParser
import Foundation

/// A point given on the command line as `X,Y` (finite numbers, in points).
struct PointSpec: ExpressibleByArgument {
  let point: CGPoint

  init?(argument: String) {
    let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2,
      let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let y = Double(parts[1].trimmingCharacters(in: .whitespaces)),
      x.isFinite, y.isFinite
    else { return nil }
    point = CGPoint(x: x, y: y)
  }

  static var defaultCompletionKind: CompletionKind { .default }
}
