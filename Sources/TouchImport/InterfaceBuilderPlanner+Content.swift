import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// What an Interface Builder view element carries besides its geometry, read into its layout
/// entry as `init(coder:)` reads it: a label's text, a button's title, a control's state and
/// range, a cell's accessory and selection style, a stack view's arrangement, and the actions
/// of every control.
extension InterfaceBuilderPlanner {
  /// Text, titles and control state, each for the class that has it.
  mutating func readContent(
    _ element: InterfaceBuilderElement, className: String, into view: inout ImportedView
  ) {
    switch className {
    case "Label": view.text = element["text"] ?? ""
    case "Button":
      let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
      view.text = normal?["title"] ?? element.child("buttonConfiguration")?["title"] ?? ""
    case "ImageView": view.image = element["image"]
    default: break
    }
    guard ClassMapping.publicClasses[InterfaceBuilderVocabulary.uikitClass(forElement: element.name)] != nil
    else { return }
    if BuiltInClass.named(className)?.role == .control, element.bool("enabled") == false {
      view.addedLines.append("isEnabled: false")
    }
    switch className {
    case "Switch": if element.bool("on") == true { view.addedLines.append("isOn: true") }
    case "Slider": readSlider(element, into: &view)
    case "Stepper":
      // UIStepper's defaults are 0 and 100: a range not below them is refused by the layout.
      let minimum = number(element, "minimumValue") ?? 0
      let maximum = number(element, "maximumValue") ?? 100
      let value = number(element, "value") ?? minimum
      if minimum < maximum, (minimum...maximum).contains(value) {
        for key in ["minimumValue", "maximumValue", "stepValue", "value"] {
          // A step of 0 or less: UIKit raises, a layout refuses it; the default step stays.
          guard let value = number(element, key), key != "stepValue" || value > 0 else { continue }
          view.addedLines.append("\(key): \(YAMLText.number(value))")
        }
      } else {
        warn(
          "the stepper's minimumValue is not below its maximumValue, or its value is outside "
            + "them; its range and value are left out",
          at: element)
      }
      for key in ["wraps", "autorepeat"] {
        if let value = element.bool(key) { view.addedLines.append("\(key): \(value)") }
      }
      if let value = element.bool("continuous") { view.addedLines.append("isContinuous: \(value)") }
    case "SegmentedControl":
      let titles = element.child("segments")?.children.map { YAMLText.quoted($0["title"] ?? "") } ?? []
      if !titles.isEmpty { view.addedLines.append("segments: [\(titles.joined(separator: ", "))]") }
      if let index = number(element, "selectedSegmentIndex"), index >= 0, index < Double(titles.count) {
        view.addedLines.append("selectedSegmentIndex: \(Int(index))")
      }
    case "PageControl":
      // UIPageControl pins the current page into the pages (Apple, `currentPage`).
      let pages = max(0, Int(exactly: number(element, "numberOfPages") ?? 0) ?? 0)
      let page = min(max(0, Int(exactly: number(element, "currentPage") ?? 0) ?? 0), max(0, pages - 1))
      if pages > 0 { view.addedLines.append("numberOfPages: \(pages)") }
      if page > 0 { view.addedLines.append("currentPage: \(page)") }
      if element.bool("hidesForSinglePage") == true { view.addedLines.append("hidesForSinglePage: true") }
    case "TableViewCell":
      // UIKit's case names, which the file writes (`accessoryType="detailButton"`).
      if let type = element["accessoryType"],
        TableViewCell.AccessoryType.allCases.contains(where: { "\($0)" == type })
      {
        view.addedLines.append("accessoryType: \(type)")
      }
      if let style = element["selectionStyle"],
        TableViewCell.SelectionStyle.allCases.contains(where: { "\($0)" == style })
      {
        view.addedLines.append("selectionStyle: \(style)")
      }
    case "StackView": readStackView(element, into: &view)
    default: break
    }
    if className != "View" { readActions(element, into: &view) }
  }

  /// A slider's range and value, as UISlider takes them: the value pinned into the range
  /// (`init(coder:)` sets it through the clamping setter). A range whose minimum is not below
  /// its maximum is a warning and left out: a layout refuses it.
  private mutating func readSlider(_ element: InterfaceBuilderElement, into view: inout ImportedView) {
    let minimum = number(element, "minValue") ?? 0
    let maximum = number(element, "maxValue") ?? 1
    guard minimum < maximum else {
      warn("the slider's minValue is not below its maxValue; its range and value are left out", at: element)
      return
    }
    let value = min(max(number(element, "value") ?? 0, minimum), maximum)
    view.addedLines.append("minimumValue: \(YAMLText.number(minimum))")
    view.addedLines.append("maximumValue: \(YAMLText.number(maximum))")
    view.addedLines.append("value: \(YAMLText.number(value))")
  }
}
