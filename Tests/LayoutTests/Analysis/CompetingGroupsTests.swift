import Testing

@testable import Layout

@Suite struct CompetingGroupsTests {
  @Test func blocksSharingAConstraintFormOneGroup() {
    let groups = CompetingGroups(competing: [[1, 7], [2, 7], [3], [], [3, 9]])
    #expect(groups.groupOfBlock[0] == groups.groupOfBlock[1])
    #expect(groups.groupOfBlock[2] == groups.groupOfBlock[4])
    #expect(groups.groupOfBlock[0] != groups.groupOfBlock[2])
    #expect(groups.groupOfBlock[3] != groups.groupOfBlock[0] && groups.groupOfBlock[3] != groups.groupOfBlock[2])
    #expect(groups.members[groups.groupOfBlock[0]] == [1, 2, 7])
    #expect(groups.members[groups.groupOfBlock[2]] == [3, 9])
    #expect(groups.members[groups.groupOfBlock[3]] == [])
  }

  @Test func aGroupLinkedThroughALaterBlockIsMergedAndSortedOnce() {
    let groups = CompetingGroups(competing: [[5], [1], [1, 5]])
    #expect(Set(groups.groupOfBlock).count == 1)
    #expect(groups.members == [[1, 5]])
  }

  /// Every view of a chain of sizes tied at equal priority is reported with the whole chain, whichever
  /// size the solver chose to absorb the deficit.
  @Test func everyViewOfATiedChainCompetesWithTheWholeChain() throws {
    let count = 30
    let views = (0..<count).map { "\"v\($0)\": {}" }.joined(separator: ", ")
    let chain = "\"H:|" + (0..<count).map { "[v\($0)(==50@500)]" }.joined() + "|\""
    let heights = (0..<count).map { "\"V:|[v\($0)(10)]\"" }.joined(separator: ", ")
    let text = "{\"canvas\": {\"width\": 400, \"height\": 300}, \"views\": {\(views)}, \"constraints\": [\(chain), \(heights)]}"
    let solution = try LayoutEngine().solve(try SpecDecoder.decode(Array(text.utf8)))
    #expect(solution.ambiguities.count == count)
    for ambiguity in solution.ambiguities {
      for cause in ambiguity.causes {
        guard case .competingConstraints(_, let competing, _) = cause else {
          Issue.record("\(ambiguity.view): \(cause)")
          continue
        }
        #expect(competing == count)
      }
    }
  }
}
