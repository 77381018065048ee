import Testing

@testable import TouchFoundation
@testable import TouchLayout

/// `touchlab` asks glibc to grow its heaps in large steps (issue 17, docs/performance.md): the
/// setting must reach the C library where there is one to take it.
@Suite struct HeapGrowthTests {
  @Test func glibcTakesTheHeapPadding() {
    #if canImport(Glibc)
      #expect(HeapGrowth.configure())
    #else
      #expect(!HeapGrowth.configure())
    #endif
  }
}
