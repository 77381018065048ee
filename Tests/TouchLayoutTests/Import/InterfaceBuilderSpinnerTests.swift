import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchOpening

/// A spinner over a button, from an Interface Builder file: whether it takes the button's tap
/// is whether it is hidden (§1, `hitTest(_:with:)` skips a hidden view), which its
/// `hidesWhenStopped` and `animating` decide (Apple, `UIActivityIndicatorView.hidesWhenStopped`:
/// "the receiver sets its isHidden property to true when it isn't animating"). Xcode writes
/// `hidesWhenStopped="YES"` when the box is ticked, so a file without it archives false
/// (UNSOURCED: read off the real files, where it is written only as YES).
@Suite("Interface Builder spinners")
struct InterfaceBuilderSpinnerTests {
  private func layout(spinner attributes: String) throws -> Layout {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
          <objects>
              <view contentMode="scaleToFill" id="Sp6-Vw-001">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                  <subviews>
                      <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="Sp6-Bt-001" userLabel="Save">
                          <rect key="frame" x="100" y="100" width="100" height="40"/>
                      </button>
                      <activityIndicatorView opaque="NO" contentMode="scaleToFill" \(attributes) style="medium" id="Sp6-Ai-001" userLabel="Spinner">
                          <rect key="frame" x="100" y="100" width="100" height="40"/>
                      </activityIndicatorView>
                  </subviews>
              </view>
          </objects>
      </document>

      """
    return try LayoutLoader.load(text: text, path: "Spinner.xib", registry: .standard)
  }

  @Test("Without hidesWhenStopped the stopped spinner is shown, and takes the tap in front of the button")
  func shownWhenNotHiding() throws {
    #expect(DumpFixture.hit(try layout(spinner: ""), 150, 120) == "Spinner")
  }

  @Test("hidesWhenStopped=\"YES\", not animating: hidden, so the button behind gets the tap")
  func hiddenWhenStopped() throws {
    #expect(DumpFixture.hit(try layout(spinner: #"hidesWhenStopped="YES""#), 150, 120) == "Save")
  }

  @Test("hidesWhenStopped=\"YES\" animating=\"YES\": spinning, shown, so it takes the tap")
  func shownWhileAnimating() throws {
    let spinning = try layout(spinner: #"hidesWhenStopped="YES" animating="YES""#)
    #expect(DumpFixture.hit(spinning, 150, 120) == "Spinner")
    #expect((spinning.view("Spinner") as? ActivityIndicatorView)?.isAnimating == true)
  }
}
