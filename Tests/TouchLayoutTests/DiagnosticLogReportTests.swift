import Testing

@testable import TouchFoundation
@testable import TouchLayout
@testable import TouchYAML

/// `DiagnosticLog.showsNothing(at:)`: true only where the report, which shows the first
/// `LayoutLimits.maximumDiagnostics` problems in file order, surely leaves a message out.
struct DiagnosticLogReportTests {
  private let limit = LayoutLimits.maximumDiagnostics

  @Test func fullOnlyBehindAsManyEarlierErrorsAsAReportShows() {
    let log = DiagnosticLog(file: "f.yaml")
    for line in 1..<limit { log.error("e", at: YAMLMark(line: line, column: 1)) }
    #expect(!log.showsNothing(at: YAMLMark(line: 500, column: 1)))
    log.error("e", at: YAMLMark(line: limit, column: 1))
    #expect(log.showsNothing(at: YAMLMark(line: 500, column: 1)))
    #expect(log.showsNothing(at: YAMLMark(line: limit, column: 2)))
    // At the last shown error's own place, or before it, the message may be shown.
    #expect(!log.showsNothing(at: YAMLMark(line: limit, column: 1)))
    #expect(!log.showsNothing(at: YAMLMark(line: 3, column: 1)))
  }

  @Test func errorsFoundOutOfOrderCountByPlace() {
    let log = DiagnosticLog(file: "f.yaml")
    // Many late errors first: none of them stands before line 50.
    for line in stride(from: 1_000, to: 1_000 + 3 * limit, by: 1) {
      log.error("e", at: YAMLMark(line: line, column: 1))
    }
    #expect(!log.showsNothing(at: YAMLMark(line: 50, column: 1)))
    for line in 1...(limit - 1) { log.error("e", at: YAMLMark(line: line, column: 1)) }
    #expect(!log.showsNothing(at: YAMLMark(line: 200, column: 1)))
    log.error("e", at: nil)  // a whole-file problem comes first in a report
    #expect(log.showsNothing(at: YAMLMark(line: 200, column: 1)))
    #expect(!log.showsNothing(at: YAMLMark(line: limit - 1, column: 1)))
  }
}
