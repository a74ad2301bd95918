/// A secondary line of a diagnostic, optionally pointing at another place in the file.
public struct SpecNote: Sendable, Equatable {
  public var message: String
  public var offset: Int?

  public init(message: String, offset: Int? = nil) {
    self.message = message
    self.offset = offset
  }
}
