/// Step mode's keys: `s` on and off, `j` and `J` forward, `G` to the end.
extension KeyBinding {
  static let step: [KeyBinding] = [
    KeyBinding(
      .character("s"),
      help: Help(.step, "s", "step mode on / off: each touch sequence shown one step at a time")
    ) { _, state, _ in Update.toggleStepMode(&state) },
    KeyBinding(.character("j"), help: Help(.step, "j", "next step")) { _, state, _ in Update.step(&state) },
    KeyBinding(.character("J"), help: Help(.step, "J", "step over a hitTest call (its whole recursion)")) {
      _, state, _ in
      Update.stepOver(&state)
    },
    KeyBinding(.character("G"), help: Help(.step, "G", "run to the end (live again)")) { _, state, _ in
      Update.runToEnd(&state)
    },
  ]
}
