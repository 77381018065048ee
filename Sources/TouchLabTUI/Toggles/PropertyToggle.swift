import Foundation
import TouchKit

/// A property the person flipped in the explorer (`h`, `u`, `a`, `c`; `x`, `b`, `B`, `E`), kept
/// as data: each what-if re-run loads the layout afresh from its file and applies every toggle
/// to it, so a toggle means "the file's value, flipped", whatever the engine did since.
///
/// Views and recognizers are named as the file names them: a view by its trace id, a
/// recognizer by its view's trace id and its position among that view's recognizers (trace
/// ids of recognizers need not be unique; positions in a freshly loaded file are stable).
public enum PropertyToggle: Hashable, Sendable {
  case view(String, ViewProperty)
  case recognizer(view: String, index: Int, RecognizerProperty)

  /// The view properties hit testing reads (§1), and clipsToBounds, which it does not.
  public enum ViewProperty: String, Hashable, Sendable, CaseIterable {
    case isHidden, isUserInteractionEnabled, alpha, clipsToBounds
  }

  /// The recognizer properties that decide what its view receives (§3).
  public enum RecognizerProperty: String, Hashable, Sendable, CaseIterable {
    case cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled
  }

  /// The alpha `a` gives an opaque view: under UIKit's threshold, so hit testing skips the view
  /// (§1: "alpha < 0.01" is ignored), yet not 0, so the toggle shows the threshold decides.
  public static let transparentAlpha: CGFloat = 0.005

  /// The view this toggle changes, or whose recognizer it changes.
  public var viewID: String {
    switch self {
    case .view(let id, _), .recognizer(let id, _, _): id
    }
  }

  /// Flips the property on `application` (a fresh load of the layout). Returns what it is
  /// now (``value(in:)``), or nil when the view or recognizer is not in the layout.
  @discardableResult
  public func apply(to application: Application) -> String? {
    guard let view = Self.view(withTraceID: viewID, in: application) else { return nil }
    switch self {
    case .view(_, .isHidden): view.isHidden.toggle()
    case .view(_, .isUserInteractionEnabled): view.isUserInteractionEnabled.toggle()
    case .view(_, .alpha): view.alpha = view.isTransparentToHitTesting ? 1 : Self.transparentAlpha
    case .view(_, .clipsToBounds): view.clipsToBounds.toggle()
    case .recognizer(_, let index, let property):
      guard view.attachedRecognizers.indices.contains(index) else { return nil }
      let recognizer = view.attachedRecognizers[index]
      switch property {
      case .cancelsTouchesInView: recognizer.cancelsTouchesInView.toggle()
      case .delaysTouchesBegan: recognizer.delaysTouchesBegan.toggle()
      case .delaysTouchesEnded: recognizer.delaysTouchesEnded.toggle()
      case .isEnabled: recognizer.isEnabled.toggle()
      }
    }
    return value(in: application)
  }

  /// The property as `application` has it, as "save.isUserInteractionEnabled = false" (a
  /// recognizer by its trace id: "tap.isEnabled = false"); nil when it is not in the layout.
  public func value(in application: Application) -> String? {
    guard let view = Self.view(withTraceID: viewID, in: application) else { return nil }
    switch self {
    case .view(let id, let property):
      let value =
        switch property {
        case .isHidden: "\(view.isHidden)"
        case .isUserInteractionEnabled: "\(view.isUserInteractionEnabled)"
        case .alpha: Format.number(view.alpha)
        case .clipsToBounds: "\(view.clipsToBounds)"
        }
      return "\(id).\(property.rawValue) = \(value)"
    case .recognizer(_, let index, let property):
      guard view.attachedRecognizers.indices.contains(index) else { return nil }
      let recognizer = view.attachedRecognizers[index]
      let value =
        switch property {
        case .cancelsTouchesInView: recognizer.cancelsTouchesInView
        case .delaysTouchesBegan: recognizer.delaysTouchesBegan
        case .delaysTouchesEnded: recognizer.delaysTouchesEnded
        case .isEnabled: recognizer.isEnabled
        }
      return "\(recognizer.traceID).\(property.rawValue) = \(value)"
    }
  }

  /// The first view, windows in the application's order and each depth first, whose trace id
  /// is `id`: the view a selection by trace id names.
  static func view(withTraceID id: String, in application: Application) -> View? {
    for window in application.windows {
      if let found = window.allViews.first(where: { $0.traceID == id }) { return found }
    }
    return nil
  }
}

extension [PropertyToggle] {
  /// The list with `toggle` added, or removed when it is there: flipping twice gives the
  /// file's value back, so the toggle is gone.
  public func flipping(_ toggle: PropertyToggle) -> [PropertyToggle] {
    contains(toggle) ? filter { $0 != toggle } : self + [toggle]
  }
}
