import Testing

@testable import Layout

/// The words for each ambiguity cause, as the CLI, the picture and `--format json` show them.
@Suite struct AmbiguityCauseTests {
  @Test func eachCauseIsWordedForPeople() {
    #expect(Ambiguity.Cause.unconstrained(.x).description == "nothing constrains its x position")
    #expect(
      Ambiguity.Cause.underdetermined(.height).description
        == "its height is not determined: the constraints on it leave it free")
    #expect(
      Ambiguity.Cause.competingConstraints(.y, count: 3, priority: nil).description
        == "its y position is decided by 3 competing constraints of equal priority ?")
  }
}
