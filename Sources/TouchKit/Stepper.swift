import Foundation

/// A control that steps a value up or down by a fixed amount (UIKit's `UIStepper`): a `−` half
/// on the left and a `+` half on the right.
///
/// As in UIKit: a touch down in a half steps ``value`` by ``stepValue`` at once, clamped
/// between ``minimumValue`` and ``maximumValue``; with ``wraps``, a step past one end goes to
/// the other instead. At an end without ``wraps`` the half that would pass it does nothing.
/// An ``isContinuous`` stepper sends `valueChanged` with each step; otherwise it sends it once,
/// when tracking ends (or is cancelled) with a value other than the one it began with.
/// ``autorepeat`` (pressing and holding steps again and again) is kept but not modelled: a
/// press steps once. Sources: UIKit's `UIStepper` documentation (value, its bounds and step,
/// `wraps`, `isContinuous`, `autorepeat`); that the step comes at touch down, before
/// `touchDown` is sent, is UNSOURCED (the documentation says only that the value changes while
/// the user presses).
open class Stepper: Control {
  /// Kept between ``minimumValue`` and ``maximumValue``, as UIKit does.
  public var value: Double = 0 {
    didSet {
      value = clamped(value)
      noteDrawnChange()
    }
  }
  /// UIKit keeps the maximum at least the minimum: setting one past the other sets both to the
  /// new value.
  public var minimumValue: Double {
    get { limits.minimum }
    set {
      limits = (newValue, max(newValue, limits.maximum))
      value = clamped(value)
    }
  }
  public var maximumValue: Double {
    get { limits.maximum }
    set {
      limits = (min(newValue, limits.minimum), newValue)
      value = clamped(value)
    }
  }
  /// Greater than 0: UIKit raises an exception for 0 or less; here such a value is refused and
  /// the step left as it was (a layout that gives one is told, ``apply(_:to:)``).
  public var stepValue: Double = 1 {
    didSet {
      if !(stepValue > 0 && stepValue.isFinite) { stepValue = oldValue }
      noteDrawnChange()
    }
  }
  /// ``ControlMetrics/stepperSize``.
  open override var intrinsicContentSize: CGSize { intrinsicSize(forFrame: ControlMetrics.stepperSize) }

  public var wraps = false {
    didSet { noteDrawnChange() }
  }
  public var isContinuous = true {
    didSet { noteDrawnChange() }
  }
  public var autorepeat = true {
    didSet { noteDrawnChange() }
  }

  private var limits: (minimum: Double, maximum: Double) = (0, 100) {
    didSet { noteDrawnChange() }
  }
  /// The value when tracking began: what a non-continuous stepper compares against at the end.
  private var valueAtBegin: Double = 0

  open override var controlValue: ControlValue {
    let number = { (value: Double) in DescriptionValue.number(CGFloat(value)) }
    return .number(
      value: value,
      attributes: [
        DescriptionAttribute("value", number(value)),
        DescriptionAttribute("minimumValue", number(minimumValue)),
        DescriptionAttribute("maximumValue", number(maximumValue)),
        DescriptionAttribute("stepValue", number(stepValue)), DescriptionAttribute("wraps", .bool(wraps)),
        DescriptionAttribute("continuous", .bool(isContinuous)),
      ], face: Format.number(CGFloat(value)))
  }

  /// The value one press of a half makes (`direction` +1 for `+`, -1 for `−`): one step,
  /// clamped to the bounds; with ``wraps``, a step beyond the maximum goes to the minimum and
  /// one below the minimum to the maximum (UIKit's `wraps`).
  public func steppedValue(by direction: Double) -> Double {
    let next = value + direction * stepValue
    if next > maximumValue { return wraps ? minimumValue : maximumValue }
    if next < minimumValue { return wraps ? maximumValue : minimumValue }
    return next
  }

  override func didTrack(_ step: ControlTrackingStep, _ touch: Touch?, with event: TouchKit.Event?) {
    if step == .begin, let touch {
      valueAtBegin = value
      let new = steppedValue(by: touch.location(in: self).x < bounds.midX ? -1 : 1)
      guard new != value else { return }
      value = new
      traceRecorder(for: event)?.record(.controlValue(control: traceID, value: Format.number(CGFloat(value))))
      if isContinuous { sendActions(for: .valueChanged, with: event) }
    }
    if !isContinuous, step == .end || step == .cancel, value != valueAtBegin {
      sendActions(for: .valueChanged, with: event)
    }
  }

  private func clamped(_ value: Double) -> Double {
    min(max(value, minimumValue), maximumValue)
  }

  /// iOS 6 rule (§5): a parent's single-tap recognizer does not begin over a stepper (UIKit's
  /// documentation names UIStepper among the controls whose default action wins).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    !defaultActionWins(over: gestureRecognizer, protecting: [.singleTap])
  }

  /// A layout's keys (the table's, read by kind): the minimum below the maximum, a step above
  /// 0 and the value between the bounds. UIKit would raise for the first two and clamp the
  /// third; a layout that says any of them is surely wrong, so each is reported instead.
  static func apply(_ keys: [String: LayoutKey.Value], to stepper: Stepper) -> [LayoutKey.Problem] {
    func number(_ key: String, _ current: Double) -> Double {
      if case .number(let value) = keys[key] { return value }
      return current
    }
    let minimum = number("minimumValue", stepper.minimumValue)
    let maximum = number("maximumValue", stepper.maximumValue)
    let step = number("stepValue", stepper.stepValue)
    let value = number("value", stepper.value)
    let say = { (number: Double) in Format.number(CGFloat(number)) }
    var problems: [LayoutKey.Problem] = []
    if !(minimum < maximum) {
      problems.append(
        LayoutKey.Problem(
          key: keys["maximumValue"] == nil ? "minimumValue" : "maximumValue",
          message: "minimumValue (\(say(minimum))) must be less than maximumValue (\(say(maximum)))"))
    } else if !(minimum...maximum).contains(value) {
      problems.append(
        LayoutKey.Problem(
          key: keys["value"] == nil ? "minimumValue" : "value",
          message: "value must be between minimumValue (\(say(minimum))) and maximumValue (\(say(maximum))), "
            + "got \(say(value))"))
    }
    if !(step > 0) {
      problems.append(
        LayoutKey.Problem(key: "stepValue", message: "stepValue must be greater than 0, got \(say(step))"))
    }
    guard problems.isEmpty else { return problems }
    stepper.maximumValue = maximum
    stepper.minimumValue = minimum
    stepper.maximumValue = maximum
    stepper.stepValue = step
    stepper.value = value
    if case .bool(let on) = keys["wraps"] { stepper.wraps = on }
    if case .bool(let on) = keys["isContinuous"] { stepper.isContinuous = on }
    if case .bool(let on) = keys["autorepeat"] { stepper.autorepeat = on }
    return []
  }
}
