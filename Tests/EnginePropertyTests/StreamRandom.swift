/// The property test's random numbers: xorshift64* (Vigna), seeded, so a stream is a seed and
/// the same seed gives the same stream on every platform (`SystemRandomNumberGenerator` is
/// neither seedable nor repeatable).
struct StreamRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    // Zero is xorshift's one fixed point; any other start will do.
    state = seed == 0 ? 0x2545_F491_4F6C_DD1D : seed &* 0x9E37_79B9_7F4A_7C15
  }

  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  mutating func bool() -> Bool { Bool.random(using: &self) }
  /// True once in `n` draws.
  mutating func oneIn(_ n: Int) -> Bool { int(1...n) == 1 }
  mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
