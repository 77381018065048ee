import Foundation
import TouchKit
import TouchLayout

@testable import TouchLabTUI

/// A 200×120 screen with a scroll view `list` (frame 20, 10, 120, 90; content 120×160) whose
/// content is five labels `row1`…`row5`, 30 pt apart, scrolled to `offset` (its
/// `contentOffset`, which is `bounds.origin`).
enum ScrollLayout {
  static func make(offset: CGFloat) -> Layout {
    let app = Application()
    let main = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    app.addWindow(main)
    let list = ScrollView(id: "list", frame: CGRect(x: 20, y: 10, width: 120, height: 90))
    list.contentSize = CGSize(width: 120, height: 160)
    list.contentOffset = CGPoint(x: 0, y: offset)
    for index in 1...5 {
      let row = Label(
        id: "row\(index)", frame: CGRect(x: 10, y: 10 + CGFloat(index - 1) * 30, width: 100, height: 20))
      row.text = "Item \(index)"
      list.addSubview(row)
    }
    main.addSubview(list)
    return Layout(
      source: "scroll.yaml", title: "Scroll", screenSize: CGSize(width: 200, height: 120), application: app)
  }
}
