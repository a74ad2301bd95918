import VFLPreviewSupport

/// Outcomes written by parallel workers.
final class OutcomeList: @unchecked Sendable {
  private let lock = Lock()
  private var storage: [RenderCommand.Outcome]

  init(count: Int) { storage = Array(repeating: .failed, count: count) }

  func set(_ index: Int, _ outcome: RenderCommand.Outcome) {
    lock.withLock { storage[index] = outcome }
  }

  var values: [RenderCommand.Outcome] { lock.withLock { storage } }
}
