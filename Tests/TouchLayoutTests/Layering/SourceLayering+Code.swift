extension SourceLayering {
  /// `text` with its comments and the text of its string literals blanked (each replaced by a
  /// space, line breaks kept), and the code of interpolations (`\(…)`) kept: so a word in a
  /// message or a doc comment ("the Layout …") never counts as a use of a name.
  static func code(of text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    // Open string literals and interpolations, innermost last: a string's delimiter (`"` or
    // `"""`), or an interpolation's count of open parentheses.
    var stack: [Enclosure] = []
    func at(_ string: String) -> Bool {
      let needle = Array(string)
      return index + needle.count <= characters.count
        && Array(characters[index..<index + needle.count]) == needle
    }
    func blank(_ count: Int) {
      for offset in 0..<count where index + offset < characters.count {
        result.append(characters[index + offset] == "\n" ? "\n" : " ")
      }
      index += count
    }
    while index < characters.count {
      let character = characters[index]
      switch stack.last {
      case .string(let delimiter)?:
        if at("\\(") {
          stack.append(.interpolation(1))
          blank(1)
          result.append("(")
          index += 1
        } else if character == "\\" {
          blank(2)
        } else if at(delimiter) {
          stack.removeLast()
          blank(delimiter.count)
        } else {
          blank(1)
        }
      default:
        if at("//") {
          while index < characters.count, characters[index] != "\n" { blank(1) }
        } else if at("/*") {
          while index < characters.count, !at("*/") { blank(1) }
          blank(2)
        } else if at("\"\"\"") {
          stack.append(.string("\"\"\""))
          blank(3)
        } else if character == "\"" {
          stack.append(.string("\""))
          blank(1)
        } else {
          if case .interpolation(let depth)? = stack.last {
            if character == "(" { stack[stack.count - 1] = .interpolation(depth + 1) }
            if character == ")" {
              if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth - 1) }
            }
          }
          result.append(character)
          index += 1
        }
      }
    }
    return result
  }

  /// What the reader is inside of.
  enum Enclosure {
    case string(String)
    case interpolation(Int)
  }
}
