/// The options of `touchlab trace` that each add a gesture, and the order the user gave them in.
///
/// swift-argument-parser collects every option into its own array and keeps no record of where
/// each value stood, so `--drag … --tap …` and `--tap … --drag …` parse to the same arrays. The
/// options stay ordinary `@Option`s, so parsing, validation, help and error messages remain
/// ArgumentParser's; ``order(in:)`` recovers the one thing the arrays lack, the order of the
/// option names on the raw command line, and ``interleave(_:orderedBy:)`` deals the parsed
/// values out in that order. Alternatives were worse: a single `--gesture KIND:VALUE` option
/// changes the command line users type; `@Argument(parsing: .allUnrecognized)` with hand
/// parsing loses ArgumentParser's help and errors; counting calls to `init(argument:)` depends
/// on the parser's internals and needs global state.
enum GestureOption: String, CaseIterable {
  case tap
  case doubleTap = "double-tap"
  case tripleTap = "triple-tap"
  case hold, drag, pinch, rotate, cancel, fingers

  /// The option as typed: `--double-tap`.
  var flag: String { "--" + rawValue }

  /// The gesture options named in `arguments`, in order, once per occurrence.
  ///
  /// It reads only option names (`--tap` or `--tap=1,2`), never values: with ArgumentParser's
  /// default parsing a value never starts with `-`, so no value can pass for a name. It stops
  /// at `--`, after which everything is positional.
  static func order(in arguments: [String]) -> [GestureOption] {
    let names = arguments.prefix { $0 != "--" }.map { $0.split(separator: "=", maxSplits: 1).first ?? "" }
    return names.compactMap { name in allCases.first { $0.flag == name } }
  }

  /// The values of every option, taken one at a time in `order`: the first `--tap`'s value
  /// where the first `--tap` stood, and so on. Nil when `order` names an option more or fewer
  /// times than it has values, which means `order` came from other arguments than the parsed ones.
  static func interleave<Value>(_ values: [GestureOption: [Value]], orderedBy order: [GestureOption])
    -> [Value]?
  {
    var remaining = values.mapValues { ArraySlice($0) }
    var result: [Value] = []
    for option in order {
      guard let value = remaining[option]?.popFirst() else { return nil }
      result.append(value)
    }
    return remaining.values.allSatisfy(\.isEmpty) ? result : nil
  }
}
