import Foundation

/// The `importedView` records a touch gets when it lands in a view imported from a dump or an
/// Interface Builder file.
///
/// The hit view's record names its original class; an ancestor gets one only when it had
/// recognizers the dump did not list, because those recognizers would have seen the touch (§3:
/// the hit view's and every ancestor's recognizers receive it) and the trace cannot show them.
enum ImportedViewRecords {
  static func record(for hitView: View, in trace: TraceRecorder) {
    var current: View? = hitView
    while let view = current {
      if let origin = view.importedOrigin, view === hitView || origin.hasUnknownRecognizers {
        trace.record(
          .importedView(
            view: view.traceID, className: origin.className, importedAs: String(describing: type(of: view)),
            address: origin.address, ibID: origin.objectID, unknownRecognizers: origin.hasUnknownRecognizers))
      }
      current = view.superview
    }
  }
}
