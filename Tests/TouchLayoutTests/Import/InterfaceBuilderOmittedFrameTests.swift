import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// Xcode writes no `<rect key="frame">` for a view whose frame is zero: a view it never laid
/// out (a file edited by hand, or a scene never opened in the canvas) has none. Found in a
/// public storyboard whose every view is so: TouchLab took each label's zero as its measured
/// text size and read the layout margins back from zero frames, so a stack view of labels was
/// 0 wide and the buttons pinned to the bottom guide sat above the screen. Such a view keeps
/// its stored zero frame for the misplaced-view report (Xcode flags it too), but its size comes
/// from its own class, and it tells no guide's edge.
@Suite("Interface Builder: views the file stores no frame for")
struct InterfaceBuilderOmittedFrameTests {
  static let xib = InterfaceBuilderStoredFrameTests.xib(
    device: true,
    """
    <view contentMode="scaleToFill" id="Om-root">
      <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
      <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
      <subviews>
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="00:00" translatesAutoresizingMaskIntoConstraints="NO" id="Om-time">
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Om-go">
          <state key="normal" title="Go"/>
        </button>
      </subviews>
      <constraints>
        <constraint firstItem="Om-time" firstAttribute="leading" secondItem="Om-root" secondAttribute="leadingMargin" constant="12" id="Om-c1"/>
        <constraint firstItem="Om-time" firstAttribute="top" secondItem="Om-root" secondAttribute="top" constant="100" id="Om-c2"/>
        <constraint firstItem="Om-go" firstAttribute="centerX" secondItem="Om-root" secondAttribute="centerX" id="Om-c3"/>
        <constraint firstItem="Om-root" firstAttribute="bottomMargin" secondItem="Om-go" secondAttribute="bottom" constant="40" id="Om-c4"/>
      </constraints>
    </view>
    """)

  @Test(
    "A label and a button with no stored frame are sized by their text, placed by their constraints, and reported misplaced"
  )
  func sizedByTheirOwnClass() throws {
    let layout = try InterfaceBuilderStoredFrameTests.load(Self.xib)
    let time = try InterfaceBuilderConstraintTests.byIBID(layout, "Om-time")
    let go = try InterfaceBuilderConstraintTests.byIBID(layout, "Om-go")
    #expect(time.frame.width > 0 && time.frame.height > 0, "its text's size, not the zero it has no rect for")
    #expect(
      abs(time.frame.minX - 20) < 0.001, "the margin nothing tells is 8, not read back from a zero frame")
    #expect(time.frame.minY == 100)
    #expect(abs(go.frame.maxY - (896 - 8 - 40)) < 0.001, "on the screen, 40 above the bottom margin")
    #expect(go.frame.width > 0)
    #expect(time.storedFrameComparison?.isMisplaced == true, "stored (0, 0, 0, 0), as Xcode would flag it")
  }
}
