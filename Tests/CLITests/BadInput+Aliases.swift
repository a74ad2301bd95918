import Foundation

/// Catalogue cases of issue 14: paths that reach an input by another way than its name (a
/// symbolic link's `..`, a hard link, the font), names the file system refuses, and options that
/// would do nothing. Each must be refused with nothing written.
extension BadInput {
  /// `sub/` and `link` → `sub`: to the kernel `link/..` is the scratch folder, while a lexical
  /// normalisation makes `link/../x` into `x` only by luck, and `link/../../x` into nonsense.
  static func linkToSubfolder(_ scratch: Scratch) throws {
    try scratch.write("sub/keep.txt", "a file in the subfolder")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("link"), withDestinationPath: "sub")
  }

  static let aliases: [BadInput] = [
    BadInput(
      name: "output through a symbolic link's parent to the input", specBytes: Array(validSpec.utf8),
      files: linkToSubfolder, arguments: ["spec.json", "-o", "link/../spec.json"],
      place: .text("vfl-preview: error: link/../spec.json: "), problem: "refusing to overwrite an input file"),
    // The spec in `sub/`, `deep` → `sub/inner`: `deep/../spec.json` is the spec to the kernel,
    // while its lexical normalisation `./spec.json` is another file, so a string comparison let
    // it through (and wrote `./spec.json`).
    BadInput(
      name: "output through a deeper link's parent to the input",
      files: { scratch in
        try scratch.write("sub/spec.json", validSpec)
        try scratch.write("sub/inner/keep.txt", "x")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("deep"), withDestinationPath: "sub/inner")
      },
      arguments: ["sub/spec.json", "-o", "deep/../spec.json"],
      place: .text("vfl-preview: error: deep/../spec.json: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "--check: diff image through a deeper link's parent to the reference", entryPoint: .check,
      specBytes: Array(validSpec.utf8),
      files: { scratch in
        try scratch.write("sub/ref.png", validPNG)
        try scratch.write("sub/inner/keep.txt", "x")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("deep"), withDestinationPath: "sub/inner")
      },
      arguments: ["spec.json", "--check", "sub/ref.png", "--diff-output", "deep/../ref.png"],
      place: .text("vfl-preview: error: deep/../ref.png: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "output through a hard link to the input", specBytes: Array(validSpec.utf8),
      files: { scratch in try FileManager.default.linkItem(atPath: scratch.path("spec.json"), toPath: scratch.path("hard.json")) },
      arguments: ["spec.json", "-o", "hard.json"],
      place: .text("vfl-preview: error: hard.json: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "the font as the output", specBytes: Array(validSpec.utf8),
      files: { scratch in
        try FileManager.default.copyItem(
          atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: scratch.path("font"))
      },
      arguments: ["spec.json", "--font", "font", "-o", "font"],
      place: .text("vfl-preview: error: font: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "output in a loop of symbolic links", specBytes: Array(validSpec.utf8),
      files: { scratch in
        try FileManager.default.createSymbolicLink(atPath: scratch.path("loop"), withDestinationPath: "loop")
      },
      arguments: ["spec.json", "-o", "loop/out.png"],
      place: .text("vfl-preview: error: loop/out.png: "), problem: "Too many levels of symbolic links"),
    BadInput(
      name: "a spec that is a loop of symbolic links",
      files: { scratch in
        try FileManager.default.createSymbolicLink(atPath: scratch.path("a.json"), withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("b.json"), withDestinationPath: "a.json")
      },
      arguments: ["a.json", "-o", "existing.png"],
      place: .text("vfl-preview: error: a.json: "), problem: "cannot be read (Too many levels of symbolic links)"),
    BadInput(
      name: "an output name of 256 bytes", specBytes: Array(validSpec.utf8),
      arguments: ["spec.json", "-o", String(repeating: "n", count: 252) + ".png"],
      place: .text("vfl-preview: error: nnnn"), problem: "File name too long"),
    BadInput(
      name: "--check: output over the reference through a symbolic link's parent", entryPoint: .check,
      specBytes: Array(validSpec.utf8), files: linkToSubfolder,
      arguments: ["spec.json", "--check", "reference.png", "-o", "link/../reference.png"],
      place: .text("vfl-preview: error: link/../reference.png: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "--check: diff image over the reference through a symbolic link's parent", entryPoint: .check,
      specBytes: Array(validSpec.utf8), files: linkToSubfolder,
      arguments: ["spec.json", "--check", "reference.png", "--diff-output", "link/../reference.png"],
      place: .text("vfl-preview: error: link/../reference.png: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "batch: outputs over the specs through a symbolic link's parent", entryPoint: .batch,
      files: { scratch in
        try linkToSubfolder(scratch)
        try scratch.write("one.json", validSpec)
        try scratch.write("two.json", validSpec)
      },
      arguments: ["one.json", "two.json", "-o", "link/../", "--format", "json"],
      place: .text("vfl-preview: error: link/../one.json: "), problem: "refusing to overwrite an input file"),
    BadInput(
      name: "diff: output over an input through a symbolic link's parent", entryPoint: .diff,
      files: { scratch in
        try linkToSubfolder(scratch)
        try scratch.write("actual.png", validPNG)
      },
      arguments: ["diff", "reference.png", "actual.png", "-o", "link/../actual.png"],
      place: .text("error: the diff image link/../actual.png "), problem: "would overwrite the input actual.png"),
  ]

  /// Options that would do nothing in the mode the command line chose: refused, naming the option.
  static let uselessOptions: [BadInput] = [
    useless("--threshold without --check", ["--threshold", "0.3", "-o", "existing.png"], "--threshold only applies with --check"),
    useless("--max-diff-pixels without --check", ["--max-diff-pixels", "10", "-o", "existing.png"], "--max-diff-pixels only applies with --check"),
    useless("--diff-output without --check", ["--diff-output", "diff.png", "-o", "existing.png"], "--diff-output only applies with --check"),
    useless("--scale for JSON frames", ["--scale", "3", "--format", "json"], "--scale changes the picture, but the output is the solved frames (JSON)"),
    useless("--theme for JSON frames", ["--theme", "dark", "-o", "frames.json"], "--theme changes the picture"),
    useless("--no-grid for JSON frames", ["--no-grid", "--format", "json"], "--no-grid changes the picture"),
    useless("--scale for the scene", ["--scale", "2", "-o", "out.scene.json"], "--scale sets the picture's pixels, but the scene is in points"),
    useless(
      "--check with both images on standard output", ["--check", "reference.png", "-o", "-", "--diff-output", "-"],
      "-o - and --diff-output - would both write a PNG to standard output"),
    BadInput(
      name: "diff: -o - with --format json", entryPoint: .commandLine,
      arguments: ["diff", "reference.png", "existing.png", "-o", "-", "--format", "json"], exitCode: 64,
      place: .text("Error: "), problem: "-o - writes the diff image to standard output, where --format json writes its object"),
  ]

  static func useless(_ name: String, _ options: [String], _ problem: String) -> BadInput {
    BadInput(
      name: name, entryPoint: .commandLine, specBytes: Array(validSpec.utf8),
      arguments: ["spec.json"] + options, exitCode: 64, place: .text("Error: "), problem: problem)
  }
}
