import Foundation
import TouchKit

/// A recognizer class a layout's `type:` can name (`tap`, …), with the parameters it takes:
/// derived from the recognizer class table (``RecognizerClass/all``), or a person's class
/// (which takes the common keys only).
///
/// Types are named the way UIKit's classes are, without prefix and suffix
/// (`UITapGestureRecognizer` is `tap`), and parameters by UIKit's property names, so a layout
/// reads like the code it stands for.
struct GestureType: Sendable {
  var name: String
  var make: @Sendable () -> GestureRecognizer
  /// The parameters a layout may set (those the table gives a ``GestureParameter/Kind``).
  var parameters: [GestureParameter]
  /// Pairs of parameters whose values must not decrease: (lower, upper).
  var ordered: [(lower: String, upper: String)] = []

  static let all: [GestureType] = RecognizerClass.all.compactMap { entry in
    entry.make.map {
      GestureType(
        name: entry.typeName, make: $0, parameters: entry.parameters.filter { $0.kind != nil },
        ordered: entry.ordered)
    }
  }

  static var names: [String] { all.map(\.name) }

  static func named(_ name: String) -> GestureType? {
    all.first { $0.name == name }
  }
}

/// One type-specific parameter: the table's declaration (``RecognizerParameter``).
typealias GestureParameter = RecognizerParameter
