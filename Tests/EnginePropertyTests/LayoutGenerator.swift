/// Random layouts as YAML, for the engine's property test: nested views of every built-in
/// class with random frames and hit-testing properties, recognizers of every type with random
/// delivery properties and failure requirements, a second window sometimes. Written as YAML
/// so that they load as every layout does, and a failing stream prints a file to reproduce it.
struct LayoutGenerator {
  var random: StreamRandom
  private var lines: [String] = []
  private var recognizerIDs: [String] = []
  private var viewCount = 0

  init(seed: UInt64) {
    random = StreamRandom(seed: seed)
  }

  mutating func yaml() -> String {
    lines = ["screen: {width: 400, height: 300}", "windows:"]
    window(id: "main", frame: nil)
    if random.oneIn(5) { window(id: "alert", frame: "[100, 80, 200, 120]") }
    return lines.joined(separator: "\n") + "\n"
  }

  private mutating func window(id: String, frame: String?) {
    lines.append("  - id: \(id)")
    if let frame { lines += ["    level: alert", "    frame: \(frame)"] }
    lines.append("    views:")
    for _ in 0..<random.int(1...3) { view(depth: 0, indent: "      ") }
  }

  private static let classes = [
    "View", "View", "View", "Button", "Control", "ScrollView", "Switch", "Slider", "SegmentedControl",
    "Label",
    "ImageView",
  ]

  private mutating func view(depth: Int, indent: String) {
    viewCount += 1
    let id = "v\(viewCount)"
    let kind = random.pick(Self.classes)
    let frame =
      "[\(random.int(0...250)), \(random.int(0...200)), \(random.int(30...200)), \(random.int(30...150))]"
    lines += ["\(indent)- id: \(id)", "\(indent)  class: \(kind)", "\(indent)  frame: \(frame)"]
    if random.oneIn(8) { lines.append("\(indent)  hidden: true") }
    if random.oneIn(8) { lines.append("\(indent)  alpha: \(random.pick(["0", "0.005", "0.5"]))") }
    if random.oneIn(6) { lines.append("\(indent)  userInteraction: \(random.bool())") }
    if random.bool() { lines.append("\(indent)  multipleTouch: true") }
    if random.oneIn(6) { lines.append("\(indent)  exclusiveTouch: true") }
    if random.oneIn(3) { lines.append("\(indent)  handles: all") }
    switch kind {
    case "ScrollView":
      lines.append("\(indent)  contentSize: [400, 900]")
      lines.append("\(indent)  delaysContentTouches: \(random.bool())")
      lines.append("\(indent)  canCancelContentTouches: \(random.bool())")
    case "SegmentedControl": lines.append("\(indent)  segments: [A, B, C]")
    case "Button", "Control": lines.append("\(indent)  actions: {touchUpInside: act}")
    default: break
    }
    let gestures = random.int(0...2)
    if gestures > 0 {
      lines.append("\(indent)  gestures:")
      for _ in 0..<gestures { gesture(indent: indent + "    ") }
    }
    if depth < 3, random.bool() {
      lines.append("\(indent)  subviews:")
      for _ in 0..<random.int(1...3) { self.view(depth: depth + 1, indent: indent + "    ") }
    }
  }

  private mutating func gesture(indent: String) {
    let id = "g\(recognizerIDs.count + 1)"
    let type = random.pick(["tap", "tap", "longPress", "pan", "swipe", "pinch", "rotation"])
    var fields = ["id: \(id)", "type: \(type)", "action: act"]
    if type == "tap", random.bool() { fields.append("numberOfTapsRequired: 2") }
    if type == "longPress" { fields.append("minimumPressDuration: \(random.pick(["0.2", "0.5"]))") }
    if random.oneIn(3) { fields.append("cancelsTouchesInView: false") }
    if random.oneIn(4) { fields.append("delaysTouchesBegan: true") }
    if random.oneIn(3) { fields.append("delaysTouchesEnded: false") }
    if let earlier = recognizerIDs.last, random.oneIn(3) { fields.append("requireToFail: [\(earlier)]") }
    if let other = recognizerIDs.first, random.oneIn(5) { fields.append("simultaneousWith: [\(other)]") }
    if random.oneIn(10) { fields.append("shouldBegin: false") }
    lines.append("\(indent)- {\(fields.joined(separator: ", "))}")
    recognizerIDs.append(id)
  }
}
