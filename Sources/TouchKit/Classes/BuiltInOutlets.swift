import Foundation

/// Which built-in class has which outlet, derived from the class table (``BuiltInClass/outlets``):
/// what an Interface Builder file's import checks its `<outlet>`s against, and how nib loading
/// connects one. A class has its own outlets and those of the classes it descends from.
extension BuiltInOutlet {
  /// The outlets of each built-in class that has any, by its TouchLab class name.
  public static let properties: [String: Set<String>] = {
    var result: [String: Set<String>] = [:]
    for entry in BuiltInClass.all {
      let names = inherited(by: entry).map(\.property)
      if !names.isEmpty { result[entry.name] = Set(names) }
    }
    return result
  }()

  /// Sets the outlet `property` of `owner` to `value`: the nearest class's outlet of that name.
  public static func connect(_ property: String, of owner: AnyObject, to value: AnyObject) -> Outcome {
    guard let view = owner as? View, let entry = BuiltInClass.of(view),
      let outlet = inherited(by: entry).last(where: { $0.property == property })
    else { return .unknown }
    return outlet.connect(view, to: value)
  }

  /// The outlets of `entry` and of every class it descends from, superclasses' first.
  private static func inherited(by entry: BuiltInClass) -> [BuiltInOutlet] {
    BuiltInClass.all.filter { entry.descends(from: $0) }.flatMap(\.outlets)
  }
}
