import Foundation
import TouchFoundation
import TouchKit
import TouchYAML

/// A control's `actions:` entry, registered once its target (if any) is resolved: all of a
/// layout's registrations are made together, in file order, because that order is the order
/// a control sends its actions in.
struct ControlActionEntry {
  /// Filled in when the target id resolves.
  final class TargetSlot {
    var responder: Responder?
  }

  var control: Control
  var event: Control.Event
  var action: String
  /// Nil: no target, the action goes up the responder chain.
  var target: TargetSlot?
}

/// Controls (§5): `isEnabled`, `actions:` (target-action per `UIControl.Event`), and the state
/// of Switch, Slider and SegmentedControl; a Button's `menu:` (LayoutBuilder+Menus.swift). `text:` (a Button's title) is read with the view.
extension LayoutBuilder {
  func applyControlKeys(_ fields: Fields, to control: Control) {
    if let node = fields["isEnabled"], let value = bool(node, "isEnabled") { control.isEnabled = value }
    if let node = fields["actions"] { controlActions(node, for: control) }
    if let node = classKey(fields, "isOn", on: control), let value = bool(node, "isOn") {
      (control as? Switch)?.isOn = value
    }
    if let slider = control as? Slider { applySliderKeys(fields, to: slider) }
    if let segmented = control as? SegmentedControl { applySegmentKeys(fields, to: segmented) }
    if let button = control as? Button { applyMenuKeys(fields, to: button) }
  }

  /// `actions: {touchUpInside: save, valueChanged: {action: changed, target: homeVC}}`:
  /// `addTarget(_:action:for:)` for each event, with a nil target unless one is named.
  private func controlActions(_ node: YAMLNode, for control: Control) {
    guard case .mapping(let mapping) = node else {
      log.error(
        "actions must be a mapping of control events to actions (e.g. touchUpInside: save), got "
          + NodeKind(node).phrase, at: node.mark)
      return
    }
    let names = Control.Event.named.map(\.name)
    for (keyNode, value) in mapping {
      guard let name = string(keyNode, "a control event") else { continue }
      guard let event = Control.Event.named.first(where: { $0.name == name })?.event else {
        log.error(
          "unknown control event '\(name)'" + Suggestion.hint(for: name, among: names), at: keyNode.mark)
        continue
      }
      let what = "the action for \(name)"
      switch value {
      case .mapping:
        guard let fields = Fields(value, describing: what, validKeys: ["action", "target"], log: log) else {
          continue
        }
        guard let actionNode = fields["action"] else {
          log.error("\(what) is missing the required key 'action'", at: fields.mark)
          continue
        }
        guard let action = action(actionNode, what) else { continue }
        let slot = fields["target"].map { _ in ControlActionEntry.TargetSlot() }
        if let targetNode = fields["target"], let slot {
          refer(toResponder: targetNode, "target") { slot.responder = $0 }
        }
        controlActions.append(
          ControlActionEntry(control: control, event: event, action: action, target: slot))
      case .sequence:
        log.error("\(what) must be an action name or {action: name, target: id}, got a list", at: value.mark)
      default:
        guard let action = action(value, what) else { continue }
        controlActions.append(ControlActionEntry(control: control, event: event, action: action, target: nil))
      }
    }
  }

  /// Registers every control's actions, in file order, once targets are resolved.
  func registerControlActions() {
    for entry in controlActions {
      if let slot = entry.target {
        guard let responder = slot.responder else { continue }
        entry.control.addTarget(responder, action: entry.action, for: entry.event)
      } else {
        entry.control.addTarget(nil, action: entry.action, for: entry.event)
      }
    }
  }

  /// `value`, `minimumValue`, `maximumValue`: the minimum must be below the maximum and the
  /// value between them. UISlider would clamp a value outside; a layout that says one is
  /// surely wrong, so it is reported instead.
  private func applySliderKeys(_ fields: Fields, to slider: Slider) {
    let minimum =
      fields["minimumValue"].map { sliderNumber($0, "minimumValue") } ?? Double(slider.minimumValue)
    let maximum =
      fields["maximumValue"].map { sliderNumber($0, "maximumValue") } ?? Double(slider.maximumValue)
    let value = fields["value"].map { sliderNumber($0, "value") } ?? Double(slider.value)
    guard let minimum, let maximum, let value else { return }
    guard minimum < maximum else {
      log.error(
        "minimumValue (\(formatted(minimum))) must be less than maximumValue (\(formatted(maximum)))",
        at: fields["maximumValue"]?.mark ?? fields["minimumValue"]?.mark)
      return
    }
    guard (minimum...maximum).contains(value) else {
      log.error(
        "value must be between minimumValue (\(formatted(minimum))) and maximumValue (\(formatted(maximum))), "
          + "got \(formatted(value))", at: fields["value"]?.mark ?? fields["minimumValue"]?.mark)
      return
    }
    slider.minimumValue = Float(minimum)
    slider.maximumValue = Float(maximum)
    slider.value = Float(value)
  }

  /// A slider's number: finite, and within what a `Float` (UISlider's type) holds.
  private func sliderNumber(_ node: YAMLNode, _ name: String) -> Double? {
    guard let value = number(node, name) else { return nil }
    guard Float(value).isFinite else {
      log.error("\(name) is too large for a slider, got \(formatted(value))", at: node.mark)
      return nil
    }
    return value
  }

  /// `segments: [Day, Week]` (the titles) and `selectedSegmentIndex` (-1: none, UIKit's
  /// `noSegment`).
  private func applySegmentKeys(_ fields: Fields, to control: SegmentedControl) {
    if let node = fields["segments"] {
      guard case .sequence(let sequence) = node else {
        log.error("segments must be a list of segment titles, got \(NodeKind(node).phrase)", at: node.mark)
        return
      }
      let titles = sequence.map { string($0, "each segment title") }
      guard !titles.contains(nil) else { return }
      control.segmentTitles = titles.compactMap { $0 }
    }
    guard let node = fields["selectedSegmentIndex"], let index = number(node, "selectedSegmentIndex") else {
      return
    }
    let count = control.numberOfSegments
    let range =
      count == 0
      ? "-1 (no segment selected): there are no segments" : "-1 (no segment selected) or 0 to \(count - 1)"
    guard let whole = Int(exactly: index), whole >= -1, whole < count else {
      log.error("selectedSegmentIndex must be \(range), got \(formatted(index))", at: node.mark)
      return
    }
    control.selectedSegmentIndex = whole
  }
}
