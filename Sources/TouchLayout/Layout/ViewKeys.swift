import Foundation
import TouchKit

/// The keys each kind of mapping accepts, in one place: the readers check against these
/// lists, "did you mean" suggests from them, and `docs/layout-format.md` documents them.
package enum ViewKeys {
  static let layout = [
    "title", "code", "screen", "firstResponder", "appDelegate", "callsHitTestTwice", "windows", "lesson",
    "confusions",
    "claims", "interfaceBuilderFile",
  ]

  /// Keys that windows and views share: everything about a view but its place in the tree.
  static let common = [
    "id", "frame", "boundsOrigin", "transform", "hidden", "alpha", "userInteraction", "clipsToBounds",
    "multipleTouch", "exclusiveTouch", "handles", "handlesActions", "gestures",
    // Declarative overrides of hit testing, and what hit testing ignores.
    "hitSlop", "shape", "cornerRadius", "hitTest", "animation", "zPosition",
    // Where a view imported from a dump came from (docs/import.md).
    "imported",
  ]
  /// `imported:`'s keys: what a dump said of the view (``ImportedOrigin``).
  static let imported = [
    "class", "address", "baseClass", "recognizers", "autoresize", "opaque", "tag", "animations", "line",
    "ibID", "storedFrame", "frameNotCompared",
  ]
  static let window = common + ["class", "level", "views"]
  package static let view =
    common + [
      "class", "make", "controller", "subviews", "outlets", "prototypes", "constraints", "contextMenu",
      "layoutMargins", "intrinsicContentSize", "contentHuggingPriority",
      "contentCompressionResistancePriority",
    ]
    + ClassSpecificKey.all.map(\.name)
  static let controller = [
    "id", "type", "title", "handles", "handlesActions", "presentedBy", "outlets", "segues", "navigationItem",
    "navigationController", "tabBarController", "hidesBottomBarWhenPushed", "pageViewController",
  ]
  static let appDelegate = ["id", "handles", "handlesActions"]

  /// A table's static section (`sections:` on a `class: TableView`, ``StaticTableContent``).
  static let tableSection = ["header", "footer", "rows"]
  /// A storyboard's static section (`staticSections:` on a `class: TableView`,
  /// ``StaticTableSection``): its titles, its cells (ids of the table's subviews) and their
  /// own heights.
  static let staticSection = ["header", "footer", "cells", "rowHeights"]
  /// A static row given as a mapping (`{text: Apple, image: apple}`).
  static let tableRow = ["text", "image"]

  /// `flowLayout:` on a `class: CollectionView` (LayoutBuilder+FlowLayout.swift): UIKit's names.
  static let flowLayout = [
    "itemSize", "estimatedItemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
    "headerReferenceSize", "footerReferenceSize", "scrollDirection",
  ]

  /// `lesson:`: its four parts, each required (see ``Lesson``).
  static let lesson = ["try", "happens", "why", "rule"]
  /// A claim's gesture keys: exactly one per claim (see ``Claim``).
  static let claimGestures = ["tap", "doubleTap", "tripleTap", "hold", "drag", "pinch", "rotate", "cancel"]
  /// A claim's expectation keys: at least one per claim.
  package static let claimExpectations = [
    "hits", "misses", "sends", "doesNotSend", "recognizes", "doesNotRecognize", "receives", "traceShows",
  ]
  static let claim = claimGestures + claimExpectations + ["at", "says"]
}

/// A key only some view classes take, like `text:` (labels and buttons): it is valid when the
/// view the class's factory made is of the right type, so a registered `Label` subclass takes
/// `text:` too. The readers that apply the keys (views, controls, scroll views) check the
/// type again by casting, so a key on the wrong class is reported here and applied nowhere.
struct ClassSpecificKey: Sendable {
  var name: String
  /// The views the key is for, as a message says it: "Label and Button views".
  var owners: String
  var applies: @Sendable (View) -> Bool

  /// Every key of the built-in class table (``BuiltInClass/layoutKeys``), in table order, each
  /// valid on the classes that declare it and their subclasses.
  static let all: [ClassSpecificKey] = {
    var names: [String] = []
    for key in BuiltInClass.all.flatMap(\.layoutKeys) where !names.contains(key.name) {
      names.append(key.name)
    }
    return names.map { name in
      let declaring = BuiltInClass.all.filter { $0.layoutKeys.contains { $0.name == name } }
      return ClassSpecificKey(name: name, owners: owners(declaring)) { view in
        declaring.contains { $0.isInstance(view) }
      }
    }
  }()

  /// "Label and Button views"; "controls (Button, Switch, …, Control)" for a class whose
  /// subclasses in the table take the key too.
  private static func owners(_ declaring: [BuiltInClass]) -> String {
    let taking = BuiltInClass.all.filter { entry in declaring.contains { entry.descends(from: $0) } }
    func list(_ names: [String]) -> String {
      names.count < 2
        ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
    guard taking.count > declaring.count, let base = declaring.first, declaring.count == 1 else {
      return list(declaring.map(\.name)) + " views"
    }
    let subclasses = taking.filter { $0.name != base.name }.map(\.name)
    return "\(base.interfaceBuilderName)s (" + (subclasses + [base.name]).joined(separator: ", ") + ")"
  }

  /// Lengths compared first: most keys a view has (`id`, `frame`) are no class's own.
  static func named(_ name: String) -> ClassSpecificKey? {
    let length = name.utf8.count
    return all.first { $0.name.utf8.count == length && $0.name == name }
  }
}
