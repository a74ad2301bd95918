import Foundation

/// Catalogue cases of issue 31: messages that said the wrong thing, and a font format that was
/// read at great cost and then drawn as boxes.
extension BadInput {
  static let messages: [BadInput] = [
    // A key that is U+10FFFF (a noncharacter, written as JSON escapes) was printed as `\xFF`, the
    // way a path's raw byte is shown.
    BadInput(
      name: "a key that is U+10FFFF",
      spec: "{\"canvas\": {\"width\": 4, \"height\": 3}, ‸\"\\uDBFF\\uDFFF\": 1}",
      problem: "unknown key \"\\u{10FFFF}\" in the spec", absent: "\\xFF"),
    // Two gaps of 1e9, each within the limit, and no multiplier at all: the message blamed
    // "multipliers that compound".
    BadInput(
      name: "gaps adding up past 1e9",
      spec: "{\"canvas\": {\"width\": 40, \"height\": 30}, \"views\": {\"a\": {}, ‸\"b\": {}},\n \"constraints\": [\"H:|-1000000000-[a(10)]-1000000000-[b(10)]\", \"V:|[a(1)][b(1)]\"]}",
      problem: "views.b: the solved x of 'b' is 2000000010 points, beyond the limit of ±1e9; constants that add up along a chain of views",
      absent: "multipliers"),
    // At --scale 1 the advice was "use a smaller canvas or --scale 1".
    BadInput(
      name: "a canvas too large to draw at 1x",
      spec: "{\"canvas\": {\"width\": 9000, \"height\": 9000}, \"views\": {}}‸",
      arguments: ["spec.json", "--scale", "1", "-o", "existing.png"],
      place: .text("spec.json: error: "),
      problem: "the image would be 9000 × 9000 pixels, over the limit of 64000000 pixels; use a smaller canvas",
      absent: "--scale 1"),
    // A WOFF web font loaded in FreeType (a 1.9 MB one declaring 2 GB took 5.5 s and 2 GB to
    // inflate) and then drew every glyph as a box, since HarfBuzz reads no WOFF. This one is the
    // default font with its tables stored as they are.
    BadInput(
      name: "a WOFF web font as --font", specBytes: Array(validSpec.utf8),
      files: { scratch in
        let font = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        try scratch.write("font.woff", WebFont.woff(fromTrueType: Array(font)))
      },
      arguments: ["spec.json", "--font", "font.woff", "-o", "existing.png"],
      place: .text("vfl-preview: error: "),
      problem: "the font font.woff is a WOFF web font, not a TrueType or OpenType font"),
  ]
}
