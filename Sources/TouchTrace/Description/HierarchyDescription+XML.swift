import Foundation
import TouchKit

extension HierarchyDescription {
  /// The XML rendering (docs/describe-and-query.md), shaped for XPath: each view is an
  /// element named by its class (`<Button id="save" …>`), subviews are child elements in
  /// subview order, and every scalar is an attribute, so `//Button[@title='Save']` and
  /// `//*[@id='card']//Button` read as they would on a web page.
  ///
  /// A view's non-view parts come before its subviews, as lowercase elements that no view
  /// class is named like: `animation`, `segments`, `targetActions`, `gestureRecognizers`.
  /// Only view elements carry an `index` attribute: that is how a selection maps back to views.
  public func xml() -> String {
    var writer = XMLWriter()
    writer.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    writer.open("Application", attributes)
    for window in windows { writer.write(window) }
    writer.close("Application")
    return writer.output
  }
}

/// Writes elements with two-space indentation; attribute values escaped by ``XMLText``.
struct XMLWriter {
  private(set) var output = ""
  private var depth = 0

  mutating func line(_ text: String) {
    output += Indentation.spaces(depth) + text + "\n"
  }

  mutating func open(_ name: String, _ attributes: [DescriptionAttribute]) {
    line("<\(XMLText.elementName(name))\(Self.attributeText(attributes))>")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    line("</\(XMLText.elementName(name))>")
  }

  mutating func empty(_ name: String, _ attributes: [DescriptionAttribute]) {
    line("<\(XMLText.elementName(name))\(Self.attributeText(attributes))/>")
  }

  private static func attributeText(_ attributes: [DescriptionAttribute]) -> String {
    attributes.map { " \($0.name)=\"\(XMLText.escaped($0.value.text))\"" }.joined()
  }

  /// Writes `view`'s element and its subtree's, with an explicit stack of the elements left
  /// to close (a hierarchy 10,000 deep must not take as many frames of the thread's stack).
  mutating func write(_ view: ViewDescription) {
    enum Work {
      case view(ViewDescription)
      case close(String)
    }
    var work = [Work.view(view)]
    while let next = work.popLast() {
      switch next {
      case .close(let name): close(name)
      case .view(let view):
        guard writeOpening(view) else { continue }
        work.append(.close(view.className))
        for subview in view.subviews.reversed() { work.append(.view(subview)) }
      }
    }
  }

  /// Writes a view's element up to its subviews (all of it when it has nothing inside) and
  /// returns whether the element is left open.
  private mutating func writeOpening(_ view: ViewDescription) -> Bool {
    let hasChildren =
      view.animation != nil || view.control.map { !$0.actions.isEmpty || $0.segmentTitles != nil } == true
      || !view.gestureRecognizers.isEmpty || !view.subviews.isEmpty || !view.constraints.isEmpty
    guard hasChildren else {
      empty(view.className, view.attributes)
      return false
    }
    open(view.className, view.attributes)
    if let animation = view.animation { empty("animation", ViewDescription.attributes(of: animation)) }
    if let titles = view.control?.segmentTitles {
      open("segments", [])
      for title in titles {
        empty("segment", [DescriptionAttribute("title", .string(title))])
      }
      close("segments")
    }
    if let actions = view.control?.actions, !actions.isEmpty {
      open("targetActions", [])
      for action in actions { empty("targetAction", action.attributes) }
      close("targetActions")
    }
    if !view.constraints.isEmpty {
      let ambiguous = view.ambiguousLayout.joined(separator: " ")
      open("constraints", ambiguous.isEmpty ? [] : [DescriptionAttribute("ambiguous", .string(ambiguous))])
      for line in view.constraints {
        empty("constraint", [DescriptionAttribute("description", .string(line))])
      }
      for line in view.edges { empty("edge", [DescriptionAttribute("description", .string(line))]) }
      close("constraints")
    }
    if !view.gestureRecognizers.isEmpty {
      open("gestureRecognizers", [])
      for recognizer in view.gestureRecognizers { write(recognizer) }
      close("gestureRecognizers")
    }
    return true
  }

  private mutating func write(_ recognizer: RecognizerDescription) {
    guard !recognizer.actions.isEmpty else { return empty(recognizer.className, recognizer.attributes) }
    open(recognizer.className, recognizer.attributes)
    for action in recognizer.actions { empty("targetAction", action.attributes) }
    close(recognizer.className)
  }
}
