/// Makes a failing stream small: drops runs of inputs, halving the run length, as long as the
/// stream still fails, so a failure prints the few inputs that matter rather than forty.
enum StreamShrinker {
  /// Stops after this many tries: each runs the stream twice.
  static let maximumTries = 3000

  static func shrink(_ stream: TouchStream, stillFails: (TouchStream) -> Bool) -> TouchStream {
    var smallest = stream
    var chunk = max(stream.ops.count / 2, 1)
    var tries = 0
    while tries < maximumTries {
      var removedAny = false
      var start = 0
      while start < smallest.ops.count, tries < maximumTries {
        var candidate = smallest
        candidate.ops.removeSubrange(start..<min(start + chunk, candidate.ops.count))
        tries += 1
        if stillFails(candidate) {
          smallest = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny {
        if chunk == 1 { break }
        chunk /= 2
      }
    }
    return smallest
  }
}
