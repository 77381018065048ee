import TouchKit

/// Typing's effects against the engine.
extension Session {
  /// Keys typed into the editing text input (`Application.typeKeys`), and the scene after them.
  /// The keys join the touch sequence (a what-if re-run types them again) and the recording,
  /// at the engine's time (``recordTyping(_:)``).
  /// When the engine vouches that only the input's subtree was drawn anew (its delegate and
  /// actions changed no other view: ``TouchKit/DrawnStamp/moved(from:onlyBy:)``), the scene is
  /// the kept one with the input's node taken again (``Scene/replacing(_:in:)``), not a snapshot
  /// of every view, so the frame redraws only the input's rows (``LayoutLayer``).
  func typeKeys(_ text: String) -> [Message] {
    let input = application.editingTextInput as? View
    let before = input?.subtreeDrawnVersions
    lastSequence.inputs.append(.type(text, time: application.scheduler.now, traceTime: recorder.time))
    application.typeKeys(text)
    let scene = typedScene(input: input, before: before) ?? currentScene()
    return [.traced(recorder.trace), .sceneChanged(scene)] + recordTyping(text)
  }

  /// The kept scene with `input`'s node taken again, when it is the only part of the picture
  /// that changed since the scene was taken; nil otherwise.
  ///
  /// One stamp, after the keys, is enough: every version only grows, so when the whole moved
  /// from the kept scene's stamp by exactly what the input's subtree moved during the keys,
  /// nothing else moved since the scene was taken, and neither did the input before the keys.
  private func typedScene(input: View?, before: UInt64?) -> Scene? {
    guard let kept = keptScene, kept.engine == ObjectIdentifier(application), let input, let before,
      let after = input.subtreeDrawnVersions, let stamp = application.drawnStamp,
      stamp.moved(from: kept.stamp, onlyBy: after &- before), kept.scene.screenSize == screenSize,
      let scene = kept.scene.replacing(input, in: application)
    else { return nil }
    keptScene = (kept.engine, stamp, scene)
    return scene
  }

  /// Esc while typing: the editing text input is asked to resign (`resignFirstResponder()`:
  /// a text field asks its delegate's `textFieldShouldEndEditing`), or with `force` made to
  /// (UIView's `endEditing(true)`: its delegate is not asked and a refusal is overruled). A
  /// refusal comes back as ``TypingMessage/kept(_:)``.
  func stopTyping(force: Bool) -> [Message] {
    guard let input = application.editingTextInput else { return [] }
    if force, let view = input as? View {
      view.endEditing(true)
    } else {
      _ = input.resignFirstResponder()
    }
    let kept = application.editingTextInput.map { [Message.typing(.kept($0.traceID))] } ?? []
    return [.traced(recorder.trace), .sceneChanged(currentScene())] + kept
  }
}
