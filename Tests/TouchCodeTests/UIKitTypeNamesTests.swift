import Foundation
import Testing

@testable import TouchCode

/// The compiler's messages name types as the person's file does, UIKit's names (`UIFont`, not
/// `Font`), except the person's own types (issue 36, item 5).
@Suite("UIKit's names in diagnostics")
struct UIKitTypeNamesTests {
  @Test("Quoted types take UIKit's names, optionals, generics and qualifiers included")
  func renamed() {
    #expect(
      UIKitTypeNames.spelled(
        "cannot convert value of type 'Font' to expected argument type 'Image?'", except: [])
        == "cannot convert value of type 'UIFont' to expected argument type 'UIImage?'")
    #expect(
      UIKitTypeNames.spelled(
        "cannot assign value of type 'Set<Touch>' to type 'TouchKit.Responder'", except: [])
        == "cannot assign value of type 'Set<UITouch>' to type 'UIResponder'")
    #expect(
      UIKitTypeNames.spelled("type 'Control.Event' has no member 'tap'", except: [])
        == "type 'UIControl.Event' has no member 'tap'")
    #expect(
      UIKitTypeNames.spelled("'(Responder) -> Void'", except: []) == "'(UIResponder) -> Void'")
  }

  @Test("The compiler's (aka 'Button') after a UIKit name is dropped: it would say the same")
  func akaDropped() {
    #expect(
      UIKitTypeNames.spelled(
        "value of type 'UIButton' (aka 'Button') has no member 'configuration'", except: [])
        == "value of type 'UIButton' has no member 'configuration'")
  }

  @Test(
    "A state or phase UIKit nests is spelled as UIKit nests it, and the compiler's aka of the engine's name goes"
  )
  func nestedTypes() {
    #expect(
      UIKitTypeNames.spelled(
        "cannot convert value of type 'GestureRecognizer.State' (aka 'GestureRecognizerState') to specified type 'Int'",
        except: []) == "cannot convert value of type 'UIGestureRecognizer.State' to specified type 'Int'")
    #expect(
      UIKitTypeNames.spelled("cannot convert value of type 'TouchPhase' to specified type 'Int'", except: [])
        == "cannot convert value of type 'UITouch.Phase' to specified type 'Int'")
    #expect(
      UIKitTypeNames.spelled("value of type 'TouchPhase' has no member 'x'", except: ["TouchPhase"])
        == "value of type 'TouchPhase' has no member 'x'", "the person's own TouchPhase keeps its name")
  }

  @Test("The person's own type of the same name keeps its spelling; words outside quotes stay")
  func ownTypes() {
    let own = UIKitTypeNames.declaredTypes(in: ["struct Font { let size: Double }\nclass Badge: UIView {}"])
    #expect(own.isSuperset(of: ["Font", "Badge"]))
    #expect(
      UIKitTypeNames.spelled("cannot convert value of type 'Font' to 'Image'", except: own)
        == "cannot convert value of type 'Font' to 'UIImage'")
    #expect(
      UIKitTypeNames.spelled("cannot find 'Font' in scope", except: own) == "cannot find 'Font' in scope")
    #expect(UIKitTypeNames.spelled("the Font is wrong", except: []) == "the Font is wrong")
  }

  @Test("otherTypes is the UIKit module's typealiases that the class tables do not give")
  func otherTypesAreTheModules() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/UIKit")
    var aliases: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard words.count == 5, words[0] == "public", words[1] == "typealias", words[3] == "=" else {
          continue
        }
        let engine = String(words[4])
        guard !engine.contains("."), engine.first?.isUppercase == true else { continue }
        aliases[engine] = aliases[engine] ?? String(words[2])
      }
    }
    let fromTables = Set(UIKitTypeNames.byEngineName.keys).subtracting(UIKitTypeNames.otherTypes.keys)
    let expected = aliases.filter { !fromTables.contains($0.key) }
    #expect(expected == UIKitTypeNames.otherTypes)
  }
}
