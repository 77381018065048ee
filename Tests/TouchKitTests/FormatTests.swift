import Foundation
import Testing

@testable import TouchKit

/// `Format`: the one way numbers and times are written, in every rendering.
@Suite("Format")
struct FormatTests {
  @Test("Numbers render without noise: integers bare, fractions to three places")
  func numberFormat() {
    #expect(Format.number(120) == "120")
    #expect(Format.number(0.005) == "0.005")
    #expect(Format.number(-3.5) == "-3.5")
    #expect(Format.number(-0.0001) == "0")
    #expect(Format.number(1.0 / 3) == "0.333")
    #expect(Format.seconds(1.6) == "1.600")
    #expect(Format.seconds(0.0166) == "0.017")
  }
}
