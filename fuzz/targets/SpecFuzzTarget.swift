// libFuzzer entry point for the whole pipeline up to solving: JSON bytes → SpecDecoder →
// LayoutEngine (VFL and expression parsing, intrinsic sizes, the solver, conflict and ambiguity
// analysis) → the JSON frames, and for any error the compiler-style diagnostic the CLI prints.

import Layout

/// Label sizes without a font: deterministic and cheap, like a monospaced font.
struct FuzzTextMeasurer: TextMeasuring {
  var labelPointSize: Double { 12 }
  func width(of text: String, pointSize: Double) -> Double { 7 * Double(text.unicodeScalars.count) }
  func intrinsicSize(ofLabel text: String) -> LabelMetrics {
    LabelMetrics(width: 7 * Double(text.unicodeScalars.count) + 16, height: 24, baselineFromCenter: 4)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let source = SourceText(bytes: bytes)
  let spec: LayoutSpec
  do {
    spec = try SpecDecoder.decode(bytes)
  } catch {
    precondition(!error.diagnostic(fileName: "fuzz.json", source: source).rendered.isEmpty)
    return 0
  }
  let engine = LayoutEngine(textMeasurer: FuzzTextMeasurer())
  do {
    let solution = try engine.solve(spec)
    for (name, frame) in solution.frames {
      precondition(
        frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
        "non-finite frame for \(name): \(frame)")
    }
    precondition(!solution.json.isEmpty)
    for conflict in solution.conflicts {
      _ = conflict.broken.description
      for constraint in conflict.conflicting { _ = constraint.description }
    }
    for ambiguity in solution.ambiguities {
      for constraint in ambiguity.competing { _ = constraint.description }
    }
  } catch {
    switch error {
    case .spec(let specError):
      precondition(!specError.diagnostic(fileName: "fuzz.json", source: source).rendered.isEmpty)
    case .solver(let message):
      // The solver's iteration cap is an internal error, never an endless loop; still report it
      // as a finding, since no spec the decoder accepts should reach it.
      preconditionFailure("solver gave up: \(message)")
    }
  }
  return 0
}
