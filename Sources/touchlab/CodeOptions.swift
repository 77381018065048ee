import ArgumentParser

/// `--code` and `--allow-code`, on every command that takes a layout.
struct CodeOptions: ParsableArguments {
  @Option(
    name: .customLong("code"),
    help: ArgumentHelp(
      "A Swift file (or folder of them) with your view and recognizer classes: compiled, loaded, "
        + "and named in layouts by class name. Repeatable.",
      valueName: "path"))
  var files: [String] = []

  @Option(
    name: .customLong("resources"),
    help: ArgumentHelp(
      "A folder where your code's UINib, loadNibNamed and UIStoryboard find .xib and .storyboard files "
        + "(before your code's own folders). Repeatable.",
      valueName: "folder"))
  var resources: [String] = []

  @Flag(
    name: .customLong("allow-code"),
    help: "Compile and run the code the layout's 'code:' key names (code given with --code needs no leave).")
  var allowsLayoutCode = false
}
