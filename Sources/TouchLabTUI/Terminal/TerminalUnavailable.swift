/// The terminal cannot be used (its type is unknown to the system): the user's environment is
/// the problem, so the command line reports it like any bad input, with exit status 2.
public struct TerminalUnavailable: Error, CustomStringConvertible {
  public var description: String
}
