import Foundation

/// The size class of an Interface Builder document's design size, and which constraints its
/// `<variation>`s install there.
///
/// A constraint can be installed for some size classes only: the view that holds it lists it
/// under `<variation key="default"><mask key="constraints"><exclude reference="…"/>` and
/// includes it again under the variation of the classes it is for (`heightClass=regular-widthClass=compact`);
/// a constraint's own `<variation key="heightClass=compact" constant="100"/>` changes its
/// constant there. An iPhone in portrait is compact wide and regular high, an iPad regular
/// both ways (Apple, "Size classes" in the Human Interface Guidelines).
///
/// A document without `<device>` was saved by Xcode 6 or 7, before the "View as" device bar
/// (Xcode 8, WWDC 2016 "What's New in Interface Builder"): its stored frames are those of the
/// base configuration, Any width and Any height (the 600 × 600 canvas of Xcode 6, WWDC 2014
/// "What's New in Interface Builder"), where no size class's variation holds. Real files
/// (ZLPhotoBrowser's action sheet) install all their constraints for one class only and store
/// the Any-Any frames, which those constraints do not give.
struct InterfaceBuilderSizeClass {
  var widthClass: String
  var heightClass: String

  /// Any width and Any height: only `default` variations hold.
  static let any = InterfaceBuilderSizeClass(widthClass: "any", heightClass: "any")

  private init(widthClass: String, heightClass: String) {
    self.widthClass = widthClass
    self.heightClass = heightClass
  }

  /// The class the document's stored frames were laid out in: Any-Any without `<device>`,
  /// else the class of the root view's stored size.
  init(document: InterfaceBuilderDocument, width: Double, height: Double) {
    if document.root.child("device") == nil {
      self = .any
    } else {
      self.init(width: width, height: height)
    }
  }

  init(width: Double, height: Double) {
    if min(width, height) >= 700 {
      (widthClass, heightClass) = ("regular", "regular")
    } else if height >= width {
      (widthClass, heightClass) = ("compact", "regular")
    } else {
      // A phone turned: only the largest are regular wide.
      (widthClass, heightClass) = (width >= 896 ? "regular" : "compact", "compact")
    }
  }

  /// Whether a variation's key (`heightClass=compact-widthClass=regular`) holds here.
  func matches(_ key: String) -> Bool {
    guard key != "default" else { return false }
    return key.split(separator: "-").allSatisfy { part in
      let pair = part.split(separator: "=")
      guard pair.count == 2 else { return false }
      switch pair[0] {
      case "widthClass": return pair[1] == widthClass
      case "heightClass": return pair[1] == heightClass
      default: return false
      }
    }
  }

  /// The IB ids of the constraints not installed at this size class.
  func excludedConstraints(in elements: [InterfaceBuilderElement]) -> Set<String> {
    var byDefault: Set<String> = []
    var included: Set<String> = []
    var excluded: Set<String> = []
    for element in elements {
      for variation in element.children where variation.name == "variation" {
        let key = variation["key"] ?? ""
        guard key == "default" || matches(key) else { continue }
        for mask in variation.children where mask.name == "mask" && mask["key"] == "constraints" {
          for reference in mask.children {
            guard let id = reference["reference"] else { continue }
            switch (key == "default", reference.name) {
            case (true, "exclude"): byDefault.insert(id)
            case (false, "include"): included.insert(id)
            case (false, "exclude"): excluded.insert(id)
            default: break
            }
          }
        }
      }
    }
    return byDefault.subtracting(included).union(excluded)
  }

  /// A constraint's constant at this size class: its own matching `<variation constant=…>`.
  func constant(of constraint: InterfaceBuilderElement) -> String? {
    let matching = constraint.children.last { $0.name == "variation" && matches($0["key"] ?? "") }
    return matching?["constant"] ?? constraint["constant"]
  }
}

extension InterfaceBuilderPlanner {
  /// Whether `element` is a `<variation>` that only installs or removes constraints for a size
  /// class, which the constraints' reading applies (``InterfaceBuilderSizeClass``).
  static func onlyInstallsConstraints(_ element: InterfaceBuilderElement) -> Bool {
    element.name == "variation" && element.attributes.keys.allSatisfy { $0 == "key" }
      && element.children.allSatisfy { $0.name == "mask" && $0["key"] == "constraints" }
  }
}
