import ArgumentParser

struct Query: ParsableCommand {
  func run() throws {}
}
