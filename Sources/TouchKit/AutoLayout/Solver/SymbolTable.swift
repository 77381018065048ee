/// The tableau's rows by basic symbol: dense arrays indexed by symbol number.
///
/// Symbols are numbered from small counters (a variable `v` is `2v`, the solver's own symbols
/// odd numbers), so a slot per number is compact, and a row is found without hashing.
/// Substituting a symbol visits every row; walking an array in number order does that with no
/// hash lookups and in the same order in every process.
struct SymbolTable: Sendable {
  /// The basic symbol of each slot, nil where the symbol has no row.
  private var symbols: [SolverSymbol?] = []
  /// The rows, slot by slot; an empty row where `symbols` is nil.
  private var rows: [TableauRow] = []
  private(set) var count = 0

  subscript(symbol: SolverSymbol) -> TableauRow? {
    get { symbols.indices.contains(symbol.id) && symbols[symbol.id] != nil ? rows[symbol.id] : nil }
    set {
      if symbol.id >= symbols.count {
        guard newValue != nil else { return }
        let grown = max(symbol.id + 1, symbols.count * 2)
        symbols.append(contentsOf: repeatElement(nil, count: grown - symbols.count))
        rows.append(contentsOf: repeatElement(TableauRow(), count: grown - rows.count))
      }
      switch (symbols[symbol.id] != nil, newValue != nil) {
      case (true, false): count -= 1
      case (false, true): count += 1
      default: break
      }
      symbols[symbol.id] = newValue == nil ? nil : symbol
      rows[symbol.id] = newValue ?? TableauRow()
    }
  }

  @discardableResult
  mutating func removeValue(forKey symbol: SolverSymbol) -> TableauRow? {
    let row = self[symbol]
    self[symbol] = nil
    return row
  }

  /// Every (basic symbol, row), in increasing symbol number.
  var all: some Sequence<(symbol: SolverSymbol, row: TableauRow)> {
    zip(symbols, rows).lazy.compactMap { symbol, row in symbol.map { ($0, row) } }
  }

  /// Lets `body` change every row in place, in increasing symbol number.
  mutating func updateEach(_ body: (SolverSymbol, inout TableauRow) -> Void) {
    for index in symbols.indices {
      guard let symbol = symbols[index] else { continue }
      body(symbol, &rows[index])
    }
  }
}
