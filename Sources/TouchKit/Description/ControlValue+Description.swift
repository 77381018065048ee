import Foundation

extension ControlValue {
  /// The value as `touchlab describe` and queries list it (a control's `state`), in this order.
  package var descriptionAttributes: [DescriptionAttribute] {
    switch self {
    case .none: []
    case .toggle(let isOn): [DescriptionAttribute("on", .bool(isOn))]
    case .slider(let value, let minimum, let maximum, let isContinuous):
      [
        DescriptionAttribute("value", .number(CGFloat(value))),
        DescriptionAttribute("minimumValue", .number(CGFloat(minimum))),
        DescriptionAttribute("maximumValue", .number(CGFloat(maximum))),
        DescriptionAttribute("continuous", .bool(isContinuous)),
      ]
    case .segments(let titles, let selected):
      [
        DescriptionAttribute("selectedSegmentIndex", .number(CGFloat(selected))),
        DescriptionAttribute("numberOfSegments", .number(CGFloat(titles.count))),
      ]
    case .number(_, let attributes, _), .text(let attributes, _): attributes
    }
  }
}
