/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed gives
/// the same numbers on every platform, which `SystemRandomNumberGenerator` does not, so a
/// property test's inputs are the same on every run and a failure names the seed that shows it.
/// One copy for every test target that draws random layouts, points or values.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  public mutating func bool() -> Bool { Bool.random(using: &self) }
}
