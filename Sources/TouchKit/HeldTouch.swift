/// A touch whose view deliveries are withheld, with the event of its own sequence: delivered
/// late, perhaps after that sequence ended and another began, it goes in its own event, whose
/// bookkeeping (who tracks it, what was withheld from whom) is the one that knows it.
struct HeldTouch {
  let touch: Touch
  let event: Event
}
