import Foundation
import TouchFoundation
import TouchKit
import TouchLayout

/// Work the pure update asks the session to do with the reference-typed engine.
public enum Effect: Equatable, Sendable {
  /// A new touch sequence begins: forget the previous one's trace.
  case clearTrace
  /// Send a pointer event through `TouchSynthesizer.send`, stamped by the clock.
  case sendPointer(PointerEvent.Kind, CGPoint)
  /// Send one pointer event per finger, all stamped with one clock time, finger `i` as pointer
  /// `i` (finger 1 first): a two-finger press, move or release. A cancel is sent once, since
  /// it cancels every touch in flight.
  case sendFingers(PointerEvent.Kind, [CGPoint])
  /// Ask `Application.hitTest(_:with: nil)` (untraced, side-effect free) what is under a point.
  case hover(CGPoint)
  /// Move the engine's scheduler to a clock time (`TouchSynthesizer.advance(to:)`), firing the
  /// recognizer timers due by then.
  case advanceTime(to: TimeInterval)
  /// Load the gallery scenario at this index and run it instead of the open layout.
  case openScenario(Int)
  /// Force the recognizer with this trace id to recognize or fail now
  /// (`GestureRecognizer.force(_:)`).
  case force(recognizer: String, ForcedOutcome)
  /// Keys typed to the first responder (``TouchKit/Application/typeKeys(_:)``).
  case type(String)
  /// Esc while typing: the editing text input resigns, asked (`resignFirstResponder()`) or
  /// forced (`endEditing(true)`).
  case stopTyping(force: Bool)
  /// Send a pointer event as it is, with its own time stamp: a step of a script being played.
  case sendEvent(PointerEvent)
  /// Start recording pointer events into the next free `recording-N.yaml`.
  case startRecording
  /// Finish the recording: its file is renamed to its final name.
  case stopRecording
  /// Step-by-step playback: begin the next step now.
  case playNextStep
  /// Find the scripts the picker (`o`) offers (``ScriptPicker/find(in:)``).
  case listScripts
  /// Load the script at this path for the open layout and play it as the person watches.
  case playScript(String, stepping: Bool)
  /// Load the layout afresh with these toggles applied, re-run the last touch sequence on it
  /// (and on a fresh load with the `previous` toggles, to compare), and run it from then on.
  case applyToggles([PropertyToggle], previous: [PropertyToggle], flipped: PropertyToggle)
  /// Load the open layout's file again and, if it loads, run it instead.
  case reloadLayout
  /// Find the layouts the layout picker (`g`) offers: the gallery's.
  case listLayouts
  /// The person answered yes to the consent question (``ConsentModal``): remember it (the
  /// command line's consent list), then do again what asked it.
  case allowCode(CodeConsentQuestion, then: ConsentModal.Retry)
}
