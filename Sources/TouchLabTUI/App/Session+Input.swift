/// One read of terminal input, as the app loop hands it over.
extension Session {
  /// Decodes `bytes` (continuing any sequence a previous read left incomplete), coalesces runs
  /// of hover reports (``TerminalApp/coalescingMotion(_:)``) and handles each message: all a read
  /// costs before the screen is drawn once for it. Public so that the benchmark of a mouse
  /// report to the screen measures what the terminal does.
  ///
  /// Every drag report is a `touchesMoved`, as UIKit would deliver it, but the trace and the
  /// snapshot of the engine's views (the scene) that the UI shows are taken once, after the last
  /// of a run of mouse reports, not after each: a flood of 100 drags in one read costs 100
  /// dispatches and one snapshot, where it cost 100 snapshots of a 5,000-view layout. A key
  /// (whose update may read them) gets them up to date first.
  ///
  /// While a text input edits (``UIState/typingTarget``), a run of typing keys is one message
  /// (``TypedKeys/run(in:)``): a megabyte pasted costs one update and one delegate question a
  /// read, not one a key.
  public func handle(bytes: [UInt8], decoder: inout InputDecoder) {
    let inputs = TerminalApp.coalescingMotion(decoder.feed(bytes))
    var index = inputs.startIndex
    while index < inputs.endIndex {
      let input = inputs[index]
      if case .key = input { sendOwedSnapshots() }
      if state.typingTarget != nil, let run = TypedKeys.run(in: inputs[index...]) {
        handle(.input(.text(run.text)))
        index += run.count
        continue
      }
      defersSnapshots = true
      handle(.input(input))
      defersSnapshots = false
      index += 1
    }
    sendOwedSnapshots()
  }

  /// The trace and the scene after the engine ran: now, or once the read's mouse reports are
  /// all handled.
  func snapshots() -> [Message] {
    guard !defersSnapshots else {
      owesSnapshots = true
      return []
    }
    return [.traced(recorder.trace), .sceneChanged(currentScene())]
  }

  private func sendOwedSnapshots() {
    guard owesSnapshots else { return }
    owesSnapshots = false
    handle(.traced(recorder.trace))
    handle(.sceneChanged(currentScene()))
  }
}

extension Session {
  /// The scene of the engine's views now: the last one taken, when the engine vouches that no
  /// view changed since (``TouchKit/Application/drawnStamp``), else a new snapshot. The same
  /// value keeps its storage, so the frame finds its layout kept (``LayoutLayer``) and the
  /// sequence history its last scene, without comparing 100,000 nodes.
  func currentScene() -> Scene {
    let stamp = application.drawnStamp
    let engine = ObjectIdentifier(application)
    if let stamp, let kept = keptScene, kept.engine == engine, kept.stamp == stamp,
      kept.scene.screenSize == screenSize
    {
      return kept.scene
    }
    let scene = Scene(application: application, screenSize: screenSize, stamp: stamp)
    keptScene = stamp.map { (engine, $0, scene) }
    return scene
  }
}
