import CFuzzerDriver

/// Starts libFuzzer with a target's test function. Each target's `<Module>_main` calls it:
/// SwiftPM defines `main` as that symbol when it links a debug executable, so libFuzzer's
/// own `main` (which would call the target's `LLVMFuzzerTestOneInput`) is not linked in.
public enum FuzzDriver {
  public typealias Test = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  public static func run(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ test: Test
  ) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, test)
  }
}
