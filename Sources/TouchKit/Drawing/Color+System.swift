import Foundation

/// UIKit's named colours, with their light-appearance values (the one appearance TouchLab shows):
/// enough for the colours real view files name. They change nothing a touch meets.
extension Color {
  public static let black = Color(name: "black", red: 0, green: 0, blue: 0, alpha: 1)
  public static let white = Color(name: "white", red: 1, green: 1, blue: 1, alpha: 1)
  public static let clear = Color(name: "clear", red: 0, green: 0, blue: 0, alpha: 0)
  public static let red = Color(name: "red", red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = Color(name: "green", red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = Color(name: "blue", red: 0, green: 0, blue: 1, alpha: 1)
  public static let gray = Color(name: "gray", red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
  public static let darkGray = Color(name: "darkGray", red: 0.3333, green: 0.3333, blue: 0.3333, alpha: 1)
  public static let lightGray = Color(name: "lightGray", red: 0.6667, green: 0.6667, blue: 0.6667, alpha: 1)
  public static let cyan = Color(name: "cyan", red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = Color(name: "yellow", red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = Color(name: "magenta", red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = Color(name: "orange", red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = Color(name: "purple", red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = Color(name: "brown", red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

  // The system colours, as sRGB bytes.
  public static let systemBlue = Color(system: "systemBlue", 0, 122, 255)
  public static let systemRed = Color(system: "systemRed", 255, 59, 48)
  public static let systemGreen = Color(system: "systemGreen", 52, 199, 89)
  public static let systemOrange = Color(system: "systemOrange", 255, 149, 0)
  public static let systemYellow = Color(system: "systemYellow", 255, 204, 0)
  public static let systemPink = Color(system: "systemPink", 255, 45, 85)
  public static let systemPurple = Color(system: "systemPurple", 175, 82, 222)
  public static let systemTeal = Color(system: "systemTeal", 48, 176, 199)
  public static let systemIndigo = Color(system: "systemIndigo", 88, 86, 214)
  public static let systemMint = Color(system: "systemMint", 0, 199, 190)
  public static let systemCyan = Color(system: "systemCyan", 50, 173, 230)
  public static let systemBrown = Color(system: "systemBrown", 162, 132, 94)
  public static let systemGray = Color(system: "systemGray", 142, 142, 147)
  public static let systemGray2 = Color(system: "systemGray2", 174, 174, 178)
  public static let systemGray3 = Color(system: "systemGray3", 199, 199, 204)
  public static let systemGray4 = Color(system: "systemGray4", 209, 209, 214)
  public static let systemGray5 = Color(system: "systemGray5", 229, 229, 234)
  public static let systemGray6 = Color(system: "systemGray6", 242, 242, 247)
  public static let systemBackground = Color(system: "systemBackground", 255, 255, 255)
  public static let secondarySystemBackground = Color(system: "secondarySystemBackground", 242, 242, 247)
  public static let tertiarySystemBackground = Color(system: "tertiarySystemBackground", 255, 255, 255)
  public static let systemGroupedBackground = Color(system: "systemGroupedBackground", 242, 242, 247)
  public static let secondarySystemGroupedBackground = Color(
    system: "secondarySystemGroupedBackground", 255, 255, 255)
  public static let tertiarySystemGroupedBackground = Color(
    system: "tertiarySystemGroupedBackground", 242, 242, 247)
  public static let label = Color(system: "label", 0, 0, 0)
  public static let secondaryLabel = Color(system: "secondaryLabel", 60, 60, 67, alpha: 0.6)
  public static let tertiaryLabel = Color(system: "tertiaryLabel", 60, 60, 67, alpha: 0.3)
  public static let quaternaryLabel = Color(system: "quaternaryLabel", 60, 60, 67, alpha: 0.18)
  public static let placeholderText = Color(system: "placeholderText", 60, 60, 67, alpha: 0.3)
  public static let separator = Color(system: "separator", 60, 60, 67, alpha: 0.29)
  public static let opaqueSeparator = Color(system: "opaqueSeparator", 198, 198, 200)
  public static let link = Color(system: "link", 0, 122, 255)
  public static let systemFill = Color(system: "systemFill", 120, 120, 128, alpha: 0.2)
  public static let secondarySystemFill = Color(system: "secondarySystemFill", 120, 120, 128, alpha: 0.16)
  public static let tertiarySystemFill = Color(system: "tertiarySystemFill", 118, 118, 128, alpha: 0.12)
  public static let quaternarySystemFill = Color(system: "quaternarySystemFill", 116, 116, 128, alpha: 0.08)
  public static let lightText = Color(system: "lightText", 255, 255, 255, alpha: 0.6)
  public static let darkText = Color(system: "darkText", 0, 0, 0)
  public static let tintColor = Color(system: "tintColor", 0, 122, 255)

  private convenience init(system name: String, _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
    self.init(
      name: name, red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
      alpha: alpha)
  }
}
