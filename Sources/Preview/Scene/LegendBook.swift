/// The legend's entries as the passes write them, each numbered in the order it is added (the
/// number its marker on the canvas shows), and each note's number by its text and entries, so a
/// label repeated along a chain is one legend entry.
struct LegendBook {
  private(set) var entries: [LegendEntry] = []
  private var noteNumbers: [NoteKey: Int] = [:]

  private struct NoteKey: Hashable {
    var text: String
    var constraints: [Int]
  }

  /// The number the next entry gets.
  var nextNumber: Int { entries.count + 1 }

  /// Adds an entry numbered ``nextNumber``; returns its number.
  @discardableResult
  mutating func add(
    _ kind: LegendEntry.Kind, title: String, details: [String] = [], constraints: [Int] = []
  ) -> Int {
    let number = nextNumber
    entries.append(LegendEntry(number: number, kind: kind, title: title, details: details, constraints: constraints))
    return number
  }

  /// The number of the note already written for `text` from these entries, if any.
  func noteNumber(for text: String, constraints: [Int]) -> Int? {
    noteNumbers[NoteKey(text: text, constraints: constraints)]
  }

  /// Adds a note for a label that found no place (`text`, from the entries `constraints`);
  /// returns its number, which later notes of the same text and entries share.
  mutating func addNote(
    for text: String, title: String, details: [String], constraints: [Int]
  ) -> Int {
    let number = add(.note, title: title, details: details, constraints: constraints)
    noteNumbers[NoteKey(text: text, constraints: constraints)] = number
    return number
  }
}
