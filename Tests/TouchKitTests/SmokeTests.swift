import Foundation
import Testing

@testable import TouchKit

@Test func tapTracesHitTestAndChain() throws {
  let app = Application()
  let window = Window(id: "main", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  app.addWindow(window)
  let card = View(id: "card", frame: CGRect(x: 20, y: 100, width: 200, height: 100))
  let save = View(id: "save", frame: CGRect(x: 150, y: 60, width: 100, height: 60))
  card.addSubview(save)
  window.addSubview(card)
  card.handledTouchMethods = [.touchesBegan]
  let synth = TouchSynthesizer(application: app)
  synth.send(PointerEvent(.down, at: CGPoint(x: 190, y: 170), time: 0))
  synth.send(PointerEvent(.up, at: CGPoint(x: 190, y: 170), time: 0.1))
  let trace = try #require(synth.trace).trace
  print(trace.text)
  let data = try TraceDocument(trace).encoded()
  print(String(decoding: data, as: UTF8.self).prefix(600))
}
