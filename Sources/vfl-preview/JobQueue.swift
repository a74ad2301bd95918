import VFLPreviewSupport

/// The indices of a batch's jobs, handed out in order to whichever worker asks first.
final class JobQueue: @unchecked Sendable {
  private let lock = Lock()
  private let count: Int
  private var nextIndex = 0

  init(count: Int) { self.count = count }

  func next() -> Int? {
    lock.withLock {
      guard nextIndex < count else { return nil }
      defer { nextIndex += 1 }
      return nextIndex
    }
  }
}
