import TouchKit

/// The words the JSON Lines writer writes for the trace's small enums, as literals: a
/// `rawValue` is a `String`, which the writer must scan for characters to escape; these are
/// known not to have any. Each must equal its case's `rawValue` (tested).
extension TouchMethod {
  var word: StaticString {
    switch self {
    case .touchesBegan: "touchesBegan"
    case .touchesMoved: "touchesMoved"
    case .touchesEnded: "touchesEnded"
    case .touchesCancelled: "touchesCancelled"
    }
  }
}

extension Touch.Phase {
  var word: StaticString {
    switch self {
    case .began: "began"
    case .moved: "moved"
    case .stationary: "stationary"
    case .ended: "ended"
    case .cancelled: "cancelled"
    }
  }
}

extension PointerEvent.Kind {
  var word: StaticString {
    switch self {
    case .down: "down"
    case .move: "move"
    case .up: "up"
    case .cancel: "cancel"
    }
  }
}
