import Foundation
import Testing
import TouchKit

@testable import TouchLayout
@testable import TouchScript

/// A small layout for claim tests: `card` (20, 20, 200, 100) with a single tap (`selectTap`,
/// action `select`) that waits for a double tap (`zoomTap`, action `zoom`), and `save`
/// half inside it (screen x 170…270, y 60…100: x 220 is card's right edge); a Button `go`
/// (20, 200, 200, 50) that sends `press` on touchDown (homeVC handles it) and `release` on
/// touchUpInside (nobody does).
enum ClaimFixture {
  static let windows = """
    windows:
      - id: main
        views:
          - id: home
            frame: [0, 0, 390, 844]
            controller: {id: homeVC, handles: [touchesEnded], handlesActions: [select, zoom, press]}
            subviews:
              - id: card
                frame: [20, 20, 200, 100]
                handles: [touchesBegan]
                gestures:
                  - {id: selectTap, type: tap, action: select, requireToFail: [zoomTap]}
                  - {id: zoomTap, type: tap, numberOfTapsRequired: 2, action: zoom}
                subviews:
                  - {id: save, frame: [150, 40, 100, 40]}
              - id: go
                class: Button
                frame: [20, 200, 200, 50]
                actions: {touchDown: press, touchUpInside: release}

    """

  /// The fixture with `claims` (YAML list items, indented by two spaces) before its windows.
  static func yaml(claims: String) -> String {
    "title: Claims fixture\nclaims:\n" + claims + "\n" + windows
  }

  /// The results of the fixture's claims, each run on a freshly loaded copy.
  static func results(_ claims: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [ClaimCheck.Result]
  {
    let text = yaml(claims: claims)
    let layout = try loadLayout(text, sourceLocation: sourceLocation)
    return try ClaimCheck.check(layout.claims) { try LayoutLoader.load(yaml: text, source: "test.yaml") }
  }

  /// The failures of the fixture's only claim.
  static func failures(_ claim: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String]
  {
    let results = try results(claim, sourceLocation: sourceLocation)
    #expect(results.count == 1, sourceLocation: sourceLocation)
    return results.first?.failures ?? []
  }
}
