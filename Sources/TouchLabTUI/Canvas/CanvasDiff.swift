/// Which cells of a new frame differ from the frame already on the screen: the only cells the
/// terminal writer hands to ncurses.
///
/// ncurses compares what it is given with what the terminal shows and sends only the
/// difference, but it still has to be given every cell: erasing and re-adding 12,000 cells of a
/// 200×60 screen for each mouse report costs more than the render itself. So ``Terminal`` keeps
/// the canvas it last drew and writes the cells this says changed; a new size (or nothing drawn
/// yet) changes every cell. Pure, so the benchmark of a mouse report to the screen measures it.
public enum CanvasDiff {
  /// The indices (row × columns + column) of the cells of `new` to write over `old`, in order.
  /// The half of a wide character that changed brings in its other half: the left half is what
  /// is written, and a right half that is no longer one must be written over.
  public static func changedCells(from old: Canvas?, to new: Canvas) -> [Int] {
    guard let old, old.columns == new.columns, old.rows == new.rows else {
      return Array(new.cells.indices)
    }
    var changed: [Int] = []
    let before = old.cells
    let after = new.cells
    for index in after.indices where before[index] != after[index] {
      if after[index].isContinuation, index > 0, changed.last != index - 1 {
        changed.append(index - 1)
      }
      changed.append(index)
    }
    return changed
  }
}
