/// What `touchlab --version` prints: the release, and the compiler and system it was built
/// with, which a bug report needs (a trace can differ between builds, and code compiled for
/// TouchLab at run time must match the compiler that built it).
enum TouchLabVersion {
  /// Bumped with each landed change to the trace, layout or script formats.
  static let release = "0.12.0"

  static var description: String { "touchlab \(release) (Swift \(compiler), \(system))" }

  /// The compiler's language version, as far as `#if compiler` can tell it.
  static var compiler: String {
    #if compiler(>=6.4)
      "6.4 or later"
    #elseif compiler(>=6.3)
      "6.3"
    #elseif compiler(>=6.2)
      "6.2"
    #elseif compiler(>=6.1)
      "6.1"
    #else
      "6.0"
    #endif
  }

  static var system: String {
    #if os(macOS)
      "macOS"
    #elseif os(Linux)
      "Linux"
    #else
      "other"
    #endif
  }
}
