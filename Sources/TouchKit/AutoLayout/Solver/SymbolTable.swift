/// The tableau's rows by basic symbol: dense arrays indexed by symbol number, with a column
/// index (for each symbol, the rows that mention it).
///
/// Symbols are numbered from small counters (a variable `v` is `2v`, the solver's own symbols
/// odd numbers), so a slot per number is compact, and a row is found without hashing. A pivot
/// substitutes one symbol into the rows that mention it; the column index finds those rows
/// without visiting the others, which is what keeps a 1,000-row tableau's pivots cheap.
///
/// The index is kept lazily: a row that gains a symbol is added to that symbol's column, but a
/// row that loses one is not taken out. A column may therefore name a row that no longer
/// mentions the symbol, or name it twice; every reader checks the row itself.
struct SymbolTable: Sendable {
  /// The basic symbol of each slot, nil where the symbol has no row.
  private var symbols: [SolverSymbol?] = []
  /// The rows, slot by slot; an empty row where `symbols` is nil.
  private var rows: [TableauRow] = []
  /// For each symbol number, basic symbols whose rows may mention it.
  private var columns: [[SolverSymbol]] = []
  private(set) var count = 0

  subscript(symbol: SolverSymbol) -> TableauRow? {
    get { symbols.indices.contains(symbol.id) && symbols[symbol.id] != nil ? rows[symbol.id] : nil }
    set {
      grow(toHold: symbol.id)
      switch (symbols[symbol.id] != nil, newValue != nil) {
      case (true, false): count -= 1
      case (false, true): count += 1
      default: break
      }
      symbols[symbol.id] = newValue == nil ? nil : symbol
      rows[symbol.id] = newValue ?? TableauRow()
      if let newValue { index(symbol, mentioning: newValue) }
    }
  }

  private mutating func grow(toHold id: Int) {
    guard id >= symbols.count else { return }
    let grown = max(id + 1, symbols.count * 2)
    symbols.append(contentsOf: repeatElement(nil, count: grown - symbols.count))
    rows.append(contentsOf: repeatElement(TableauRow(), count: grown - rows.count))
    columns.append(contentsOf: repeatElement([], count: grown - columns.count))
  }

  /// Adds `basic` to the column of every symbol `row` mentions.
  private mutating func index(_ basic: SolverSymbol, mentioning row: TableauRow) {
    for (symbol, _) in row.cells {
      grow(toHold: symbol.id)
      columns[symbol.id].append(basic)
    }
  }

  @discardableResult
  mutating func removeValue(forKey symbol: SolverSymbol) -> TableauRow? {
    let row = self[symbol]
    self[symbol] = nil
    return row
  }

  /// How many rows may mention `symbol` (the lazy column's length: an upper bound).
  func columnLength(of symbol: SolverSymbol) -> Int {
    columns.indices.contains(symbol.id) ? columns[symbol.id].count : 0
  }

  /// Every (basic symbol, row), in increasing symbol number.
  var all: some Sequence<(symbol: SolverSymbol, row: TableauRow)> {
    zip(symbols, rows).lazy.compactMap { symbol, row in symbol.map { ($0, row) } }
  }

  /// The rows that mention `symbol`, each once, in increasing basic symbol number.
  func rows(mentioning symbol: SolverSymbol) -> [(symbol: SolverSymbol, row: TableauRow)] {
    guard columns.indices.contains(symbol.id) else { return [] }
    var result: [(symbol: SolverSymbol, row: TableauRow)] = []
    var previous = -1
    for basic in columns[symbol.id].sorted() where basic.id != previous {
      previous = basic.id
      if symbols[basic.id] != nil && rows[basic.id].cells[symbol] != nil {
        result.append((basic, rows[basic.id]))
      }
    }
    return result
  }

  /// Replaces `symbol` by `row` in every row that mentions it; `changed` sees each changed row.
  mutating func substitute(
    _ symbol: SolverSymbol, by row: TableauRow, changed: (SolverSymbol, TableauRow) -> Void
  ) {
    guard columns.indices.contains(symbol.id) else { return }
    let column = columns[symbol.id]
    columns[symbol.id] = []
    var added: [SolverSymbol] = []
    for basic in column where symbols[basic.id] == basic {
      // A row named twice is substituted once: the second time the symbol is gone.
      added.removeAll(keepingCapacity: true)
      guard rows[basic.id].substitute(symbol, by: row, added: &added) else { continue }
      // Only the symbols new to the row: it is already in the columns of those it had.
      for new in added {
        grow(toHold: new.id)
        columns[new.id].append(basic)
      }
      changed(basic, rows[basic.id])
    }
  }

  /// Adds `delta` to a row's constant, leaving its cells (and the index) as they are.
  mutating func shiftConstant(of basic: SolverSymbol, by delta: Double) {
    guard symbols.indices.contains(basic.id), symbols[basic.id] != nil else { return }
    rows[basic.id].constant += delta
  }

  /// Takes `symbol` out of every row that mentions it (phase one's artificial variable, a
  /// refused constraint's errors). Only the rows of its column are visited: a pass over every
  /// row for each constraint that needs phase one made building a large layout quadratic
  /// (70% of a 30 × 30 stack of stacks).
  mutating func remove(_ symbol: SolverSymbol) {
    guard columns.indices.contains(symbol.id) else { return }
    for basic in columns[symbol.id] where symbols[basic.id] == basic {
      rows[basic.id].remove(symbol)
    }
    columns[symbol.id] = []
  }
}
