import Foundation
import Testing

@testable import TouchKit

/// The batching a table and a collection view share (UpdateBatch.swift): Apple's
/// `performBatchUpdates(_:completion:)` and `beginUpdates()`/`endUpdates()` make the changes said
/// inside one update ("Batch insertion, deletion, and reloading of rows and sections"), and a
/// change outside a batch is an update of its own.
@Suite("UpdateBatch")
struct UpdateBatchTests {
  private let row = IndexPath(row: 1, section: 0)
  private let top = IndexPath(row: 0, section: 0)

  @Test("Outside a batch a change is an update at once, and nothing is left pending")
  func changeOutsideBatch() {
    var batch = UpdateBatch()
    let update = batch.record { $0.inserted.insert(row) }
    #expect(update?.inserted == [row])
    let after = batch.end()
    #expect(after?.isEmpty == true)
  }

  @Test("Inside nested batches the changes wait for the outermost end, and make one update (Apple)")
  func nestedBatchesEndOnce() {
    var batch = UpdateBatch()
    batch.begin()
    let first = batch.record { $0.deleted.insert(row) }
    batch.begin()
    let second = batch.record { $0.inserted.insert(top) }
    let inner = batch.end()
    let outer = batch.end()
    #expect(first == nil && second == nil && inner == nil)
    #expect(outer?.deleted == [row])
    #expect(outer?.inserted == [top])
  }

  @Test("A reload forgets the changes said so far; an end without a begin hands back what is pending")
  func discardAndUnbalancedEnd() {
    var batch = UpdateBatch()
    batch.begin()
    _ = batch.record { $0.reloaded.insert(row) }
    batch.discard()
    let update = batch.end()
    #expect(update?.isEmpty == true)
    let unbalanced = batch.end()
    #expect(unbalanced != nil)
  }
}
