import Layout
import Preview
import VFLPreviewSupport

/// The command line's own refusals: what it will not do with the paths and streams it was given.
enum CommandError: UserFacingError {
  /// A PNG would go to standard output while that is a terminal.
  case pngToTerminal
  /// The batch output folder could not be created.
  case cannotCreateFolder(String)
  /// Several specs of a batch would be written to the same file.
  case outputsCollide(sources: [String], destination: String)
  /// `diff -o` names one of the images being compared.
  case diffWouldOverwriteInput(output: String, input: String)
  /// The diff image could not be encoded.
  case diffImageUnencodable(path: String, PNGEncodingError)
  /// Standard output or standard error is one of the files the run reads (`1<>spec.json`).
  case standardStreamIsInput(stream: String, input: String)
  /// `diff` given a document and something that is not one.
  case notADocument(path: String, other: String)
  /// An option for storyboards and xibs (`--traits`, `--measure`, `--scene`) with another input.
  case optionNeedsDocument(option: String, input: String)

  var failureKind: FailureKind {
    switch self {
    case .diffImageUnencodable: return .overLimit
    case .pngToTerminal, .cannotCreateFolder, .outputsCollide, .diffWouldOverwriteInput,
      .standardStreamIsInput:
      return .unwritableOutput
    case .optionNeedsDocument, .notADocument:
      return .invalidInput
    }
  }

  var message: String {
    let shown = FileSystemName.displayed
    switch self {
    case .pngToTerminal:
      return "not writing a PNG to a terminal; use -o out.png (or -o - with a redirect)"
    case .cannotCreateFolder(let folder):
      return "\(shown(folder)): cannot create the folder"
    case .outputsCollide(let sources, let destination):
      let all = sources.count == 2 ? "both" : "all"
      return "\(sources.map(shown).joined(separator: " and ")) would \(all) be written to \(shown(destination)); "
        + "rename them or render them into different folders"
    case .diffWouldOverwriteInput(let output, let input):
      return "the diff image \(shown(output)) would overwrite the input \(shown(input)); choose another path"
    case .diffImageUnencodable(let path, let error):
      return "\(shown(path)): cannot write the diff image: \(error.message)"
    case .standardStreamIsInput(let stream, let input):
      return "\(stream) is the input \(shown(input)), which must not be overwritten; redirect it to another file"
    case .notADocument(let path, let other):
      return "\(shown(path)): not a storyboard or xib, so it cannot be compared with the document \(shown(other)); compare two documents, or two PNGs"
    case .optionNeedsDocument(let option, let input):
      return "\(shown(input)): \(option) applies to storyboards and xibs, and this is not one; drop \(option)"
    }
  }
}
