import Foundation
import Testing
import TouchKit

@testable import TouchImport
@testable import TouchLayout
@testable import TouchOpening

/// A stack view in layouts and Interface Builder files (issue 37): `class: StackView`, its keys
/// from its entry in the built-in class table, its subviews arranged in order unless
/// `nonArranged:` names them; IB's `<stackView axis=… distribution=… alignment=… spacing=…>`.
@Suite("UIStackView in layouts and Interface Builder files")
struct StackViewLayoutTests {
  static let layout = oneWindow(
    """
          - id: bar
            class: StackView
            frame: [0, 100, 390, 44]
            axis: horizontal
            distribution: fillEqually
            alignment: center
            spacing: 8
            nonArranged: [badge]
            subviews:
              - {id: reply, class: Button, frame: [0, 0, 0, 0], text: Reply}
              - {id: forward, class: Button, frame: [0, 0, 0, 0], text: Forward}
              - {id: archive, class: Button, frame: [0, 0, 0, 0], text: Archive, hidden: true}
              - {id: badge, class: Label, frame: [370, 0, 20, 20], text: "3"}

    """)

  @Test("class: StackView arranges its subviews in file order; nonArranged keeps its frame; hidden collapses")
  func arranged() throws {
    let layout = try loadLayout(Self.layout)
    let bar = try #require(layout.view("bar") as? StackView)
    #expect(bar.axis == .horizontal && bar.distribution == .fillEqually && bar.alignment == .center)
    #expect(bar.spacing == 8)
    #expect(bar.arrangedSubviews.map(\.id) == ["reply", "forward", "archive"])
    #expect(layout.view("badge")?.frame == CGRect(x: 370, y: 0, width: 20, height: 20))
    // UIButton's height: a 15 pt title's line (18) and 6 pt above and below; centred in 44.
    #expect(layout.view("reply")?.frame == CGRect(x: 0, y: 7, width: 191, height: 30))
    #expect(layout.view("forward")?.frame == CGRect(x: 199, y: 7, width: 191, height: 30))
    #expect(DumpFixture.hit(layout, 300, 122) == "forward")
  }

  @Test(
    "Bad values are reported at their line and column: an unknown word, a list that is not one, a stranger id"
  )
  func badKeys() {
    let stack = { (keys: String) in
      oneWindow(
        "      - {id: s, class: StackView, frame: [0, 0, 100, 40], \(keys), subviews: [{id: a, frame: [0, 0, 0, 0]}]}\n"
      )
    }
    #expect(
      diagnostics(of: stack("axis: diagonal")) == [
        "test.yaml:4:65: unknown axis 'diagonal'; expected one of: horizontal, vertical"
      ])
    #expect(
      diagnostics(of: stack("distribution: fillEqualy")) == [
        "test.yaml:4:73: unknown distribution 'fillEqualy'; did you mean 'fillEqually'? expected one of: fill, "
          + "fillEqually, fillProportionally, equalSpacing, equalCentering"
      ])
    #expect(
      diagnostics(of: stack("nonArranged: [b]")) == [
        "test.yaml:4:73: nonArranged names 'b', which is not a subview of this stack view; its subviews are a"
      ])
    #expect(
      diagnostics(of: stack("spacing: .nan")).first?.contains("spacing must be a finite number") == true)
    #expect(
      diagnostics(of: oneWindow("      - {id: v, frame: [0, 0, 10, 10], axis: vertical}\n")) == [
        "test.yaml:4:40: 'axis' is only for StackView views, and this view is a View"
      ])
  }

  static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
        <objects>
            <view contentMode="scaleToFill" id="Sv1-Vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Sv1-St-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sv1-Bt-001">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="95"/>
                                <state key="normal" title="One"/>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sv1-Bt-002">
                                <rect key="frame" x="0.0" y="105" width="100" height="95"/>
                                <state key="normal" title="Two"/>
                            </button>
                        </subviews>
                    </stackView>
                </subviews>
            </view>
        </objects>
    </document>
    """

  @Test(
    "Interface Builder's <stackView axis distribution alignment spacing> is a stack view arranging its <subviews>"
  )
  func interfaceBuilder() throws {
    let imported = try InterfaceBuilderImporter.importDocument(text: Self.xib, source: "Stack.xib").get()
    for line in [
      "class: \"StackView\"", "axis: vertical", "distribution: fillEqually", "alignment: center",
      "spacing: 10",
    ] {
      #expect(imported.yaml.contains(line), "\(line)")
    }
    let layout = try LayoutLoader.load(importedYAMLOf: imported, source: "Stack.yaml", registry: .standard)
    let stack = try #require(layout.view("Sv1-St-001") as? StackView)
    #expect(stack.arrangedSubviews.map(\.id) == ["Sv1-Bt-001", "Sv1-Bt-002"])
    #expect(layout.view("Sv1-Bt-002")?.frame.minY == 105)
    #expect(DumpFixture.hit(layout, 160, 150) == "Sv1-Bt-002")
  }

  static let dump = """
    <UIWindow: 0x7fb1c2d0a000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c4a1f0>>
       | <UIStackView: 0x7fb1c2e11c50; frame = (20 100; 350 44); layer = <CATransformLayer: 0x600000e2e7e0>>
       |    | <UIButton: 0x7fb1c2e12d60; frame = (0 0; 100 44); opaque = NO; layer = <CALayer: 0x600000e2ea00>>
       |    | <UIButton: 0x7fb1c2e13e70; frame = (250 0; 100 44); opaque = NO; layer = <CALayer: 0x600000e2ec40>>
    """

  @Test(
    "A dump's UIStackView keeps the frames the dump shows (iOS's own solve): it arranges nothing, by both paths"
  )
  func dumpKeepsFrames() throws {
    let imported = try DumpImporter.importDump(text: Self.dump, source: "dump.txt").get()
    #expect(imported.yaml.contains("nonArranged: ["))
    let direct = try LayoutLoader.load(imported: imported, source: "dump.txt", registry: .standard)
    let fromYAML = try LayoutLoader.load(importedYAMLOf: imported, source: "dump.yaml", registry: .standard)
    for layout in [direct, fromYAML] {
      let stack = try #require(layout.application.windows.first?.subviews.first as? StackView)
      #expect(stack.arrangedSubviews.isEmpty)
      #expect(stack.subviews.map(\.frame.minX) == [0, 250])
      #expect(DumpFixture.hit(layout, 320, 120) == stack.subviews.last?.id)
    }
  }
}
