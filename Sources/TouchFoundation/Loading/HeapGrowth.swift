import CHeapGrowth

/// How the C heap grows while a large layout loads (issue 17), set once per process by its
/// entry point (`touchlab`, the benchmarks), never by a library call: it is the process's
/// policy, not the loader's.
///
/// Why: every load, and every command, runs on threads of their own (``LargeStack``), and glibc
/// gives each thread an arena of heaps of 64 MiB address space each, which it makes writable
/// as they fill: the padding's worth when a heap is made, then one `mprotect` call per page. A
/// million-view load made 167,762 such calls (5% of its CPU, in the kernel, each one splitting
/// and merging the heap's mappings); with a padding as large as a heap, each heap is made
/// writable whole when it is made, and the load made 52 (`strace -f -c -e trace=mprotect`,
/// docs/performance.md). Writable is not memory: a page counts only once it is touched. The
/// padding is also what the main heap grows by and keeps of its free top instead of giving it
/// back, so a load that follows another reuses pages instead of faulting fresh ones.
///
/// Setting it turns off glibc's sliding threshold for serving large blocks by `mmap`, so blocks
/// of 128 KiB and more are mapped and unmapped each time, as glibc does by default before its
/// first such free: measured, the mouse at 100,001 views and the 10,000-view load are no
/// slower for it (docs/performance.md).
public enum HeapGrowth {
  /// How much more than it needs a heap grows by (`M_TOP_PAD`): a thread arena's heap size on
  /// 64-bit glibc (`HEAP_MAX_SIZE`, twice the largest mmap threshold), so a new heap is made
  /// writable whole. glibc's default is 128 KiB. UNSOURCED: a heap's size is glibc's
  /// implementation (`HEAP_MAX_SIZE`), not documented; what the padding does was counted here:
  /// 98,683 calls with 16 MiB, 52 with 64 MiB.
  public static let padBytes: Int32 = 64 << 20

  /// Applies the setting to this process (glibc only: elsewhere, macOS's among them, the C
  /// library's own policy stands). Returns whether the C library took it.
  @discardableResult
  public static func configure() -> Bool {
    touchlab_set_heap_top_pad(padBytes) == 1
  }
}
