import Testing

extension Tmux {
  /// The explorer's help, page by page: `first` (the page open now), then PgDn until the pane
  /// shows "page N of N". Which section lands on which page depends on how many keys there are,
  /// so tests look for a section on any page rather than on a fixed one.
  func helpPages(first: String) throws -> [String] {
    var pages = [first]
    for number in 2...8 {
      let last = pages[pages.count - 1]
      if last.contains("page \(number - 1) of \(number - 1)") { break }
      try sendLiteral("\u{1B}[6~")
      pages.append(try waitForScreen("the help's page \(number)") { $0.contains("page \(number) of") })
    }
    return pages
  }
}
