import Testing

@testable import TouchLabTUI

@Suite struct InputDecoderTests {
  private func decode(_ text: String) -> [InputMessage] {
    var decoder = InputDecoder()
    return decoder.feed(Array(text.utf8))
  }

  @Test func sgrPressDragRelease() {
    #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseReport(.press, column: 9, row: 4))])
    #expect(decode("\u{1B}[<32;12;6M") == [.mouse(MouseReport(.drag, column: 11, row: 5))])
    #expect(decode("\u{1B}[<0;12;6m") == [.mouse(MouseReport(.release, column: 11, row: 5))])
    #expect(decode("\u{1B}[<35;3;4M") == [.mouse(MouseReport(.motion, button: .none, column: 2, row: 3))])
    #expect(decode("\u{1B}[<2;1;1M") == [.mouse(MouseReport(.press, button: .right, column: 0, row: 0))])
  }

  @Test func sgrWheelAndModifiers() {
    #expect(decode("\u{1B}[<64;5;5M") == [.mouse(MouseReport(.wheelUp, button: .none, column: 4, row: 4))])
    #expect(decode("\u{1B}[<65;5;5M") == [.mouse(MouseReport(.wheelDown, button: .none, column: 4, row: 4))])
    #expect(
      decode("\u{1B}[<20;2;2M") == [
        .mouse(MouseReport(.press, column: 1, row: 1, modifiers: [.shift, .control]))
      ])
    #expect(decode("\u{1B}[<8;2;2M") == [.mouse(MouseReport(.press, column: 1, row: 1, modifiers: .alt))])
  }

  @Test("Shift-Tab arrives as ESC [ Z: the back-tab key; Tab stays Tab")
  func backTab() {
    #expect(decode("\u{1B}[Z") == [.key(.backTab)])
    #expect(decode("\t") == [.key(.tab)])
    var decoder = InputDecoder()
    #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty, "split in two, it waits for the rest")
    #expect(decoder.feed(Array("Z".utf8)) == [.key(.backTab)])
  }

  @Test func columnsBeyond223() {
    #expect(decode("\u{1B}[<0;250;40M") == [.mouse(MouseReport(.press, column: 249, row: 39))])
    #expect(decode("\u{1B}[<32;1000;2M") == [.mouse(MouseReport(.drag, column: 999, row: 1))])
  }

  @Test func x10Reports() {
    // ESC [ M Cb Cx Cy, each +32, coordinates 1-based: (10, 5) → column 9, row 4.
    let press: [UInt8] = [0x1B, 0x5B, 0x4D, 32, 32 + 10, 32 + 5]
    let release: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 3, 32 + 10, 32 + 5]
    var decoder = InputDecoder()
    #expect(decoder.feed(press) == [.mouse(MouseReport(.press, column: 9, row: 4))])
    #expect(decoder.feed(release) == [.mouse(MouseReport(.release, button: .none, column: 9, row: 4))])
  }

  @Test func reportSplitAcrossReads() {
    let bytes = Array("\u{1B}[<0;123;45Mq".utf8)
    for split in 1..<bytes.count {
      var decoder = InputDecoder()
      let messages = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...])
      #expect(
        messages == [.mouse(MouseReport(.press, column: 122, row: 44)), .key(.character("q"))],
        "split at \(split)")
    }
  }

  @Test func keys() {
    #expect(decode("q") == [.key(.character("q"))])
    #expect(decode("\u{1B}[A\u{1B}[B\u{1B}OA") == [.key(.up), .key(.down), .key(.up)])
    #expect(decode("\u{1B}[5~\u{1B}[6~") == [.key(.pageUp), .key(.pageDown)])
    #expect(decode("\u{1B}[H\u{1B}[4~") == [.key(.home), .key(.end)])
    #expect(decode("\u{03}") == [.key(.interrupt)])
    #expect(decode("é") == [.key(.character("é"))])
  }

  @Test func escapeWaitsThenFlushes() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.flush() == [.key(.escape)])
    #expect(!decoder.hasPending)
    #expect(decoder.feed([0x1B, 0x1B]) == [.key(.escape)])
    #expect(decoder.flush() == [.key(.escape)])
  }

  @Test func garbageNeverCrashes() {
    var generator = SystemRandomNumberGenerator()
    var decoder = InputDecoder()
    for _ in 0..<2000 {
      let alphabet: [UInt8] = [0x1B, 0x5B, 0x3C, 0x3B, 0x4D, 0x6D, 0x30, 0x39, 0xC3, 0xFF, 0x80]
      let count = Int.random(in: 0...12, using: &generator)
      var bytes: [UInt8] = []
      for _ in 0..<count { bytes.append(alphabet.randomElement(using: &generator) ?? 0) }
      _ = decoder.feed(bytes)
    }
    _ = decoder.flush()
    #expect(decode("\u{1B}[<0;;5M").isEmpty)
    #expect(decode("\u{1B}[<99999999999999999999;1;1M").isEmpty)
    #expect(decode("\u{1B}[<0;0;0M").isEmpty)
    // A malformed report does not swallow the key after it.
    #expect(decode("\u{1B}[<0;1\u{07}q") == [.key(.character("q"))])
  }

  @Test func hoverReportsCoalesce() {
    let hover = { (column: Int) in
      InputMessage.mouse(MouseReport(.motion, button: .none, column: column, row: 0))
    }
    let press = InputMessage.mouse(MouseReport(.press, column: 3, row: 0))
    #expect(
      TerminalApp.coalescingMotion([hover(1), hover(2), press, hover(4), hover(5)]) == [
        hover(2), press, hover(5),
      ])
  }
}
