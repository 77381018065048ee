import Foundation
import TouchKit
import TouchLayout

/// What the explorer shows for a person's classes while their code does not compile: each
/// class as the nearest UIKit class it descends from (`RoundButton` as a `UIButton`), so the
/// layout's views are there to look at, with none of the person's code running.
///
/// The explorer opens on a compile error (issue 36) instead of exiting before anything is
/// shown; the classes come from discovery, which parses the files and needs no compiler. A
/// class whose ancestry does not reach a built-in class that a layout can make (a recognizer
/// subclassing `UIGestureRecognizer` itself) is left out, and the layout then says so as for
/// any unknown name.
public enum StandInClasses {
  /// A person's class and the built-in class that stands in for it.
  public struct StandIn: Equatable, Sendable {
    /// The person's class, as a layout names it.
    public var name: String
    /// The built-in class made in its place, by UIKit's name (`UIButton`).
    public var shownAs: String

    public init(name: String, shownAs: String) {
      self.name = name
      self.shownAs = shownAs
    }
  }

  /// `base` with each of `classes` registered as the built-in class it descends from, and the
  /// stand-ins made, in the classes' order.
  public static func registry(for classes: [DeclaredClass], into base: ViewClassRegistry) -> (
    ViewClassRegistry, [StandIn]
  ) {
    var registry = base
    var standIns: [StandIn] = []
    let byName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for declared in classes {
      switch declared.kind {
      case .view:
        guard let builtIn = nearest(declared, byName, in: views), let make = builtIn.make else { continue }
        registry.register(declared.name, factory: make)
        standIns.append(StandIn(name: declared.name, shownAs: builtIn.uikitName))
      case .recognizer:
        guard let builtIn = nearest(declared, byName, in: recognizers), let make = builtIn.make else {
          continue
        }
        registry.registerRecognizer(declared.name, factory: make)
        standIns.append(StandIn(name: declared.name, shownAs: builtIn.uikitName))
      case .controller:
        registry.registerController(declared.name) { ViewController() }
        standIns.append(StandIn(name: declared.name, shownAs: "UIViewController"))
      case .listObject:
        registry.registerListObject(declared.name) { EmptyListSource() }
        standIns.append(StandIn(name: declared.name, shownAs: "an empty data source"))
      // A segue class stands for nothing: its customClass is then one iOS cannot find.
      // A delegate class neither: an app whose code does not compile does not launch.
      case .segue, .appDelegate, .sceneDelegate, nil: continue
      }
    }
    return (registry, standIns)
  }

  /// What stands in for a table's or collection's data source or delegate class: no rows, no
  /// items, so the list is there, empty, and none of the person's code runs.
  final class EmptyListSource: TableViewDataSource, TableViewDelegate, CollectionViewDataSource,
    CollectionViewDelegate
  {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      CollectionViewCell(frame: .zero)
    }
  }

  /// The built-in view classes by every spelling a superclass clause may use.
  private static let views: [String: BuiltInClass] = spelled(
    BuiltInClass.all.filter { $0.role != .window }.map { ($0, [$0.name, $0.uikitName] + $0.standsFor) })

  /// The built-in recognizer classes by every spelling a superclass clause may use.
  private static let recognizers: [String: RecognizerClass] = spelled(
    RecognizerClass.all.map { ($0, [$0.name, $0.uikitName]) })

  private static func spelled<Entry>(_ entries: [(Entry, [String])]) -> [String: Entry] {
    var table: [String: Entry] = [:]
    for (entry, names) in entries {
      for name in names {
        for spelling in [name, "UIKit." + name, "TouchKit." + name] where table[spelling] == nil {
          table[spelling] = entry
        }
      }
    }
    return table
  }

  /// The built-in class `declared` descends from, through the person's own classes; nil when
  /// the chain leaves both (or loops, which the compiler refuses anyway).
  private static func nearest<Entry>(
    _ declared: DeclaredClass, _ byName: [String: DeclaredClass], in table: [String: Entry]
  ) -> Entry? {
    var current = declared
    var seen: Set<String> = [declared.name]
    while let superclass = current.superclass {
      if let entry = table[superclass] { return entry }
      let bare = superclass.split(separator: ".").last.map(String.init) ?? superclass
      guard let next = byName[superclass] ?? byName[bare], seen.insert(next.name).inserted else { return nil }
      current = next
    }
    return nil
  }
}
