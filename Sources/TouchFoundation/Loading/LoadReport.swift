/// Which way one load went where the same layout can be built more than one way
/// (``LayoutBuilder/Split``, ``EarlyBuild``): how many lists were split and joined, how many
/// split lists had their second part built again, how many lists built while the file was
/// parsed were taken in and how many not.
///
/// The layout it was built the same either way, so only a test can tell, and it reads this from
/// the load's own result (``Layout/report``, ``LayoutLoadError/report``): a value of that load,
/// not a process-wide table that every load adds to and nothing empties.
public struct LoadReport: Equatable, Sendable {
  /// Lists built on two cores whose second part was joined to the first.
  public var joined = 0
  /// Lists built on two cores whose second part was dropped and built again by the first builder.
  public var rebuilt = 0
  /// Lists built while the file was parsed and taken in by the layout's builder.
  public var early = 0
  /// Lists built while the file was parsed and dropped (the layout's builder built them again).
  public var earlyDropped = 0

  public init(joined: Int = 0, rebuilt: Int = 0, early: Int = 0, earlyDropped: Int = 0) {
    self.joined = joined
    self.rebuilt = rebuilt
    self.early = early
    self.earlyDropped = earlyDropped
  }
}
