import Foundation

/// An object with a name in traces.
///
/// Responders have one, and so will objects that send actions without being responders (gesture
/// recognizers): a trace records an action's sender by this name, never by reference.
public protocol TraceNamed: AnyObject {
  var traceID: String { get }
}

/// How a trace names `object`: its ``TraceNamed/traceID``, else its class name; `nil` for none.
func traceName(of object: AnyObject?) -> String {
  guard let object else { return "nil" }
  return (object as? any TraceNamed)?.traceID ?? String(describing: type(of: object))
}
