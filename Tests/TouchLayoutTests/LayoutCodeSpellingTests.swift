import Foundation
import Testing

@testable import TouchLayout

/// `code:` however YAML spells the key (issue 34): the pre-scan that finds the code to compile
/// (and to ask consent for) must read the same key as the loader, or a layout's code is silently
/// not compiled, and the question asked is about other files than the layout names. YAML 1.1
/// (the spec libyaml implements, §7.1 flow scalars, §8.2.2 explicit keys): a key's name is its
/// scalar's text, whatever style wrote it.
@Suite("code: in every spelling of the key")
struct LayoutCodeSpellingTests {
  static let rest = """
    screen: {width: 100, height: 100}
    windows:
      - id: main

    """

  /// Each text up to the value: the key as written, then `Views.swift`.
  static let spellings: [(key: String, isCode: Bool)] = [
    ("code:", true), ("code :", true), ("code   :", true), ("\"code\":", true), ("'code':", true),
    ("\"code\" :", true), ("? code\n:", true), ("? \"code\"\n:", true), ("? 'code'\n:", true),
    ("?  code\n: ", true), ("!!str code:", true), ("!!str \"code\":", true), ("\"\\x63ode\":", true),
    ("\"c\\u006fde\":", true), ("\"\\u0063\\u006F\\u0064\\u0065\":", true), ("? \"co\\\n  de\"\n:", true),
    ("? |-\n  code\n:", true), ("? >-\n  code\n:", true),
    // Not the key `code`: each is refused by the loader as an unknown key, and found by neither.
    ("Code:", false), ("codes:", false), ("\"code \":", false), ("' code':", false), ("? co\n  de\n:", false),
    ("\"co\\u0064e2\":", false), ("? |\n  code\n:", false),
  ]

  static func layout(_ key: String) -> String { "\(key) Views.swift\n" + rest }

  @Test("Every spelling the loader reads as the key code is found by the pre-scan, and no other")
  func agreement() throws {
    for (key, isCode) in Self.spellings {
      let text = Self.layout(key)
      let loads = (try? LayoutLoader.load(yaml: text, source: "/tmp/layouts/l.yaml")) != nil
      let references = LayoutCode.references(in: text, path: "/tmp/layouts/l.yaml")
      #expect(loads == isCode, "the loader on \(key.debugDescription)")
      #expect(!references.isEmpty == isCode, "the pre-scan on \(key.debugDescription)")
      if isCode { #expect(references.map(\.path) == ["/tmp/layouts/Views.swift"], "\(key.debugDescription)") }
    }
  }

  @Test("A flow mapping's code is found too, with the value's line and column")
  func flowMapping() throws {
    let text = "{code: [A.swift, \"B.swift\"], windows: [{id: main}]}\n"
    #expect((try? LayoutLoader.load(yaml: text, source: "/tmp/l.yaml")) != nil)
    let references = LayoutCode.references(in: text, path: "/tmp/l.yaml")
    #expect(references.map(\.path) == ["/tmp/A.swift", "/tmp/B.swift"])
    #expect(references.map(\.column) == [9, 18])
    #expect(references.allSatisfy { $0.line == 1 })
  }

  @Test("The quick look before parsing never rules out a text that spells code: the letters, or an escape")
  func quickLook() {
    for (key, isCode) in Self.spellings where isCode {
      #expect(LayoutCode.mayName(in: Self.layout(key)), "\(key.debugDescription)")
    }
    #expect(!LayoutCode.mayName(in: Self.rest))
  }
}
