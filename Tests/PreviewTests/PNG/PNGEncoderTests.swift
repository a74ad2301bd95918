import CPNG
import Foundation
import Layout
import TestSupport
import Testing

@testable import Preview

/// Decodes PNG bytes to straight RGBA with libpng's simplified read API (the project's decoder
/// lives elsewhere; this keeps the encoder's tests independent of it).
private func decode(_ bytes: [UInt8]) -> RGBAImage? {
  var control = png_image()
  control.version = png_uint_32(PNG_IMAGE_VERSION)
  let began = bytes.withUnsafeBytes { raw in
    png_image_begin_read_from_memory(&control, raw.baseAddress, raw.count)
  }
  guard began != 0 else { return nil }
  control.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
  let width = Int(control.width)
  let height = Int(control.height)
  var pixels = [UInt8](repeating: 0, count: width * height * 4)
  let finished = pixels.withUnsafeMutableBytes { raw in
    png_image_finish_read(&control, nil, raw.baseAddress, png_int_32(width * 4), nil)
  }
  png_image_free(&control)
  guard finished != 0 else { return nil }
  return RGBAImage(width: width, height: height, pixels: pixels)
}

/// `image` written by libpng's simplified API with its default compression (zlib level 6, its
/// adaptive filters), always RGBA: the yardstick for the sizes of pictures that have no committed
/// Pillow size.
private func libpngDefault(_ image: RGBAImage) throws -> [UInt8] {
  var control = png_image()
  control.version = png_uint_32(PNG_IMAGE_VERSION)
  control.width = png_uint_32(image.width)
  control.height = png_uint_32(image.height)
  control.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
  var size: png_alloc_size_t = 0
  // The first call measures, the second writes.
  let measured = image.pixels.withUnsafeBytes { pixels in
    png_image_write_to_memory(&control, nil, &size, 0, pixels.baseAddress, png_int_32(image.width * 4), nil)
  }
  try #require(measured != 0)
  var bytes = [UInt8](repeating: 0, count: Int(size))
  let written = bytes.withUnsafeMutableBytes { output in
    image.pixels.withUnsafeBytes { pixels in
      png_image_write_to_memory(
        &control, output.baseAddress, &size, 0, pixels.baseAddress, png_int_32(image.width * 4), nil)
    }
  }
  try #require(written != 0)
  return Array(bytes.prefix(Int(size)))
}

/// The chunk types of a PNG stream in order, or `nil` if the stream is malformed.
private func chunkTypes(_ bytes: [UInt8]) -> [String]? {
  let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return nil }
  var types: [String] = []
  var offset = 8
  while offset + 12 <= bytes.count {
    let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
    offset += 12 + length
  }
  return offset == bytes.count ? types : nil
}

/// An image with every kind of pixel: opaque, translucent, fully transparent with colour.
private func patternImage(width: Int, height: Int) -> RGBAImage {
  var image = RGBAImage(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      image[x, y] = RGBAColor(
        red: UInt8((x * 7 + y) & 0xFF), green: UInt8((y * 13) & 0xFF),
        blue: UInt8((x ^ y) & 0xFF), alpha: UInt8((x * 31 + y * 17) & 0xFF))
    }
  }
  return image
}

/// A wireframe-like image: white, translucent view fills with borders, lines and text.
private func wireframe(width: Int, height: Int, font: Font) -> RGBAImage {
  var canvas = Canvas(width: width, height: height, background: .white)
  let palette: [UInt32] = [0x1ABC9C, 0x3498DB, 0xF1C40F, 0xE74C3C, 0x2ECC71, 0x9B59B6, 0xE67E22]
  var index = 0
  for y in stride(from: 40, to: height - 200, by: 180) {
    for x in stride(from: 40, to: width - 300, by: 320) {
      let colour = RGBAColor(hex: palette[index % palette.count])
      let rect = PixelRect(x: x, y: y, width: 260, height: 120)
      canvas.fill(rect, color: colour.withAlpha(46))
      canvas.stroke(rect, color: colour, lineWidth: 2)
      canvas.draw(
        font.layout("view\(index)", pixelSize: 26), x: x + 90, baselineY: y + 70,
        color: RGBAColor(hex: 0x1E1E23))
      canvas.horizontalLine(
        x0: x + 260, x1: x + 320, y: y + 60, color: RGBAColor(hex: 0x007AFF), thickness: 2)
      index += 1
    }
  }
  return canvas.image
}

@Suite struct PNGEncoderTests {
  @Test(arguments: [(1, 1), (3, 2), (17, 9), (256, 3)])
  func roundTripReproducesEveryByteIncludingAlpha(width: Int, height: Int) throws {
    let image = patternImage(width: width, height: height)
    let bytes = try PNGEncoder.encode(image)
    let decoded = try #require(decode(bytes))
    #expect(decoded == image)
  }

  @Test func roundTripOfADrawnCanvas() throws {
    let font = try Font(path: FontLocator.defaultFontPath)
    let image = wireframe(width: 700, height: 420, font: font)
    #expect(try decode(PNGEncoder.encode(image)) == image)
  }

  @Test func encodingIsDeterministicAndCarriesNoTimestampOrText() throws {
    let image = patternImage(width: 40, height: 30)
    let first = try PNGEncoder.encode(image)
    let second = try PNGEncoder.encode(image)
    #expect(first == second)
    let types = try #require(chunkTypes(first))
    #expect(types.first == "IHDR" && types.last == "IEND")
    #expect(types.contains("IDAT"))
    for forbidden in ["tIME", "tEXt", "zTXt", "iTXt"] { #expect(!types.contains(forbidden)) }
  }

  @Test(arguments: [(RGBAColor.white, UInt8(2)), (RGBAColor(hex: 0x3366FF, alpha: 128), UInt8(6))] as [(RGBAColor, UInt8)])
  func headerDescribesAn8BitImageRGBWhenOpaque(fill: RGBAColor, colourType: UInt8) throws {
    let bytes = try PNGEncoder.encode(RGBAImage(width: 300, height: 2, fill: fill))
    // IHDR data starts after the signature (8), the length (4) and the type (4).
    let header = Array(bytes[16..<29])
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 300 && height == 2)
    #expect(header[8] == 8, "bit depth")
    #expect(header[9] == colourType, "colour type: 2 is RGB, 6 RGBA")
    #expect(header[12] == 0, "not interlaced")
    #expect(try decode(bytes) == RGBAImage(width: 300, height: 2, fill: fill))
  }

  /// Images of every size decode to the same pixels, in RGB and in RGBA, and the bytes are the
  /// same every time: rows that repeat the row above alternate with rows that do not, and the
  /// biggest take several IDAT chunks.
  @Test(arguments: [(600, 500), (1200, 1800), (2500, 2000)])
  func largeImagesRoundTripExactly(width: Int, height: Int) throws {
    var image = patternImage(width: width, height: height)
    // Runs of repeated rows between distinct ones, as a wireframe's empty stretches have.
    let rowBytes = width * 4
    for y in 1..<height where y % 5 < 3 {
      image.pixels.replaceSubrange(y * rowBytes..<(y + 1) * rowBytes, with: image.pixels[(y - 1) * rowBytes..<y * rowBytes])
    }
    let opaque = try PNGEncoder.encode(image)
    #expect(try decode(opaque) == image)
    #expect(try PNGEncoder.encode(image) == opaque)
    image.pixels[7] = 100  // one translucent pixel: RGBA
    #expect(try decode(PNGEncoder.encode(image)) == image)
  }

  /// Runs of repeated rows (filter Up, all zeros) at the start, the end, everywhere, between
  /// distinct rows, and in RGBA, at widths around deflate's 258-byte matches, decode to the same
  /// pixels with libpng and with the package's decoder.
  @Test(arguments: [1, 2, 3, 85, 86, 87, 88, 171, 172, 173, 1000])
  func runsOfRepeatedRowsRoundTrip(width: Int) throws {
    for layout in ["run first", "run last", "one run", "runs between rows", "translucent"] {
      var image = patternImage(width: width, height: 40)
      let repeated: (Int) -> Bool
      switch layout {
      case "run first": repeated = { $0 <= 20 }
      case "run last": repeated = { $0 >= 25 }
      case "one run": repeated = { _ in true }
      default: repeated = { $0 % 7 > 1 }
      }
      if layout != "translucent" {
        for index in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[index] = 255 }
      }
      let rowBytes = width * 4
      for y in 1..<40 where repeated(y) {
        image.pixels.replaceSubrange(
          y * rowBytes..<(y + 1) * rowBytes, with: image.pixels[(y - 1) * rowBytes..<y * rowBytes])
      }
      let bytes = try PNGEncoder.encode(image)
      #expect(decode(bytes) == image, "\(layout), width \(width): libpng")
      #expect(try PNGDecoder.decode(bytes) == image, "\(layout), width \(width): PNGDecoder")
    }
  }

  /// Three hundred seeded random images of random sizes, rows repeated at random (runs of every
  /// length, at every place), opaque or not, all decode to their pixels.
  @Test func randomRunsOfRepeatedRowsRoundTrip() throws {
    var generator = SeededGenerator(seed: 0x5EED_0F_F10A7)
    for trial in 0..<300 {
      let width = Int.random(in: 1...300, using: &generator)
      let height = Int.random(in: 1...60, using: &generator)
      var image = RGBAImage(width: width, height: height)
      let opaque = Bool.random(using: &generator)
      for index in image.pixels.indices {
        image.pixels[index] = opaque && index % 4 == 3 ? 255 : UInt8.random(in: 0...255, using: &generator)
      }
      let repeatChance = Double.random(in: 0...1, using: &generator)
      let rowBytes = width * 4
      for y in 1..<max(1, height) where Double.random(in: 0..<1, using: &generator) < repeatChance {
        image.pixels.replaceSubrange(
          y * rowBytes..<(y + 1) * rowBytes, with: image.pixels[(y - 1) * rowBytes..<y * rowBytes])
      }
      let bytes = try PNGEncoder.encode(image)
      #expect(decode(bytes) == image, "trial \(trial): \(width)×\(height)")
    }
  }

  /// A row of 90,000 pixels (270,000 bytes, far wider than deflate's 32 KiB window) repeated.
  @Test func veryWideRepeatedRowsRoundTrip() throws {
    var image = RGBAImage(width: 90_000, height: 6, fill: RGBAColor(red: 250, green: 250, blue: 252, alpha: 255))
    image[17, 0] = RGBAColor(red: 1, green: 2, blue: 3, alpha: 255)
    let bytes = try PNGEncoder.encode(image)
    #expect(decode(bytes) == image)
  }

  /// Mostly repeated pictures (an empty device screen): rows that change a few pixels of the row
  /// above or of their left neighbour, rows equal to one a few rows up, and rows of anything,
  /// between runs of repeated rows, at every width, opaque or with a translucent pixel somewhere
  /// (written as RGBA), all decode to their pixels.
  @Test func mostlyRepeatedPicturesRoundTrip() throws {
    var generator = SeededGenerator(seed: 0x0D_EF1C_E5C2)
    for trial in 0..<300 {
      let width = trial % 25 == 0 ? Int.random(in: 1...4, using: &generator) : Int.random(in: 1...400, using: &generator)
      let height = Int.random(in: 64...240, using: &generator)
      let rowBytes = width * 4
      var pixels = [UInt8](repeating: 255, count: rowBytes * height)
      func randomColor() -> [UInt8] {
        [UInt8.random(in: 0...255, using: &generator), UInt8.random(in: 0...255, using: &generator),
         UInt8.random(in: 0...255, using: &generator), 255]
      }
      for x in 0..<width { pixels.replaceSubrange(x * 4..<x * 4 + 4, with: randomColor()) }
      for y in 1..<height {
        let row = y * rowBytes
        let draw = Double.random(in: 0..<1, using: &generator)
        pixels.replaceSubrange(row..<row + rowBytes, with: pixels[row - rowBytes..<row])
        if draw < 0.55 { continue }  // repeated
        if draw < 0.75 {  // a few pixels change
          for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let x = Int.random(in: 0..<width, using: &generator)
            pixels.replaceSubrange(row + x * 4..<row + x * 4 + 4, with: randomColor())
          }
        } else if draw < 0.82 {  // one colour, a span of another
          let color = randomColor(), other = randomColor()
          let start = Int.random(in: 0..<width, using: &generator)
          let end = Int.random(in: start...width, using: &generator)
          for x in 0..<width {
            pixels.replaceSubrange(row + x * 4..<row + x * 4 + 4, with: x >= start && x < end ? other : color)
          }
        } else if draw < 0.9, y >= 2 {  // a row a few rows up
          let from = row - Int.random(in: 2...min(12, y), using: &generator) * rowBytes
          pixels.replaceSubrange(row..<row + rowBytes, with: pixels[from..<from + rowBytes])
        } else {  // anything
          for x in 0..<width { pixels.replaceSubrange(row + x * 4..<row + x * 4 + 4, with: randomColor()) }
        }
      }
      if trial % 10 == 3 { pixels[Int.random(in: 0..<height, using: &generator) * rowBytes + 3] = 200 }
      let image = RGBAImage(width: width, height: height, pixels: pixels)
      let bytes = try PNGEncoder.encode(image)
      #expect(decode(bytes) == image, "trial \(trial): \(width)×\(height)")
      #expect(try PNGDecoder.decode(bytes) == image, "trial \(trial): PNGDecoder")
      #expect(try PNGEncoder.encode(image) == bytes, "trial \(trial): the same bytes again")
    }
  }

  /// Rows wider than deflate's 32 KiB window (no row can be copied from an earlier one), mostly
  /// repeated.
  @Test func mostlyRepeatedWidePictureRoundTrips() throws {
    var image = RGBAImage(width: 12_000, height: 80, fill: RGBAColor(red: 242, green: 242, blue: 247, alpha: 255))
    for y in stride(from: 0, to: 80, by: 9) {
      for x in stride(from: 0, to: 12_000, by: 16) { image[x, y] = RGBAColor(red: 200, green: 200, blue: 210, alpha: 255) }
    }
    image[11_999, 40] = RGBAColor(red: 1, green: 2, blue: 3, alpha: 255)
    let bytes = try PNGEncoder.encode(image)
    #expect(decode(bytes) == image)
  }

  /// What contact sheets and hatching are made of, at random: a grid (vertical lines every few
  /// pixels, and rows of a horizontal line across a panel), hatched bands (stripes moving a pixel a
  /// row, left or right, across the picture, in a narrow strip or in a margin beside the grid),
  /// rows of noise alone or in runs, repeated rows and rows copied from a few rows up. Widths run
  /// from narrow to past the point where a row and a pixel no longer fit in deflate's 32 KiB window
  /// (10,922 pixels), all decode to their pixels, and again give the same bytes.
  @Test func gridsAndHatchingRoundTrip() throws {
    var generator = SeededGenerator(seed: 0x6_21D5_4A7C)
    let edgeWidths = [7_000, 10_919, 10_920, 10_921, 10_922, 10_923]
    for trial in 0..<60 {
      let width = trial < edgeWidths.count ? edgeWidths[trial] : Int.random(in: 16...2_000, using: &generator)
      let height = Int.random(in: 64...140, using: &generator)
      func randomColor() -> RGBAColor {
        RGBAColor(
          red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
          blue: .random(in: 0...255, using: &generator), alpha: 255)
      }
      let background = randomColor(), line = randomColor(), stripe = randomColor()
      let spacing = Int.random(in: 4...24, using: &generator), period = Int.random(in: 3...16, using: &generator)
      let panel = Int.random(in: 0..<width, using: &generator)..<width
      var image = RGBAImage(width: width, height: height, fill: background)
      var y = 0
      while y < height {
        let run = min(height - y, Int.random(in: 1...24, using: &generator))
        let draw = Int.random(in: 0..<8, using: &generator)
        for row in y..<y + run {
          for x in 0..<width {
            switch draw {
            case 0:  // the grid's vertical lines
              if x % spacing == 0 { image[x, row] = line }
            case 1:  // a grid line across the panel, on the run's first row
              if x % spacing == 0 || (row == y && panel.contains(x)) { image[x, row] = line }
            case 2:  // hatching to the right, or to the left
              if (x + row * (run % 2 == 0 ? 1 : period - 1)) % period == 0 { image[x, row] = stripe }
            case 3:  // noise
              if panel.contains(x) { image[x, row] = randomColor() }
            case 4:  // a row from a few rows up
              if row >= 3 { image[x, row] = image[x, row - 3] }
            case 5:  // hatching in a strip a few pixels wide (rows that change a few pixels)
              if x >= panel.lowerBound, x < panel.lowerBound + 12, (x + row) % period == 0 { image[x, row] = stripe }
            case 6:  // a hatched margin beside the grid's vertical lines (rows filtered Up)
              if panel.contains(x) {
                image[x, row] = (x + row) % period < 2 ? stripe : background
              } else if x % spacing == 0 {
                image[x, row] = line
              }
            default:  // the row above, repeated
              if row >= 1 { image[x, row] = image[x, row - 1] }
            }
          }
        }
        y += run
      }
      // Compared first, so that a failure names the trial instead of printing megabytes of pixels.
      let bytes = try PNGEncoder.encode(image)
      let byLibpng = decode(bytes) == image
      let byPNGDecoder = try PNGDecoder.decode(bytes) == image
      let again = try PNGEncoder.encode(image) == bytes
      #expect(byLibpng, "trial \(trial): \(width)×\(height), libpng")
      #expect(byPNGDecoder, "trial \(trial): \(width)×\(height), PNGDecoder")
      #expect(again, "trial \(trial): \(width)×\(height), the same bytes again")
    }
  }

  /// Every sample's picture at 1×, 2× and 3× is no bigger than 1.1× what libpng's default
  /// compression writes for it (most are smaller); at 2× no bigger than Pillow's default at all
  /// (`PNGEncoderSizeTests`).
  @Test(arguments: PackagePaths.specs(in: PackagePaths.samples).map(\.name))
  func picturesStayWithinATenthOfLibpngsDefaultSize(_ sample: String) throws {
    for scale in 1...3 {
      let image = try SamplePicture.image(sample, scale: scale)
      try expectWithinATenthOfLibpngsDefaultSize(image, "\(sample) at \(scale)×")
    }
  }

  /// Contact sheets (`--devices`) too: three screens side by side draw their grid lines on rows of
  /// their own, a layout too wide for a phone hatches what lies outside its screen, and the
  /// widest sheets at 1× are mostly lines of text.
  @Test func contactSheetsStayWithinATenthOfLibpngsDefaultSize() throws {
    let portrait = ["iPhone SE (3rd generation)", "iPhone 15 Pro Max", "iPad (10th generation)"]
    let landscape = ["iPhone 15", "iPad Pro 12.9\""]
    for scale in 1...3 {
      let signIn = try SamplePicture.contactSheetImage("device-iphone-se", on: portrait, scale: scale)
      try expectWithinATenthOfLibpngsDefaultSize(signIn, "the sign-in sheet at \(scale)×")
    }
    for scale in 1...2 {
      let overflowing = try SamplePicture.contactSheetImage(
        "device-iphone-15-pro-max-landscape", on: portrait, scale: scale)
      try expectWithinATenthOfLibpngsDefaultSize(overflowing, "a landscape layout on portrait screens at \(scale)×")
    }
    let turned = try SamplePicture.contactSheetImage(
      "device-iphone-15-pro-max-landscape", on: landscape, orientation: .landscape, scale: 1)
    try expectWithinATenthOfLibpngsDefaultSize(turned, "a landscape layout on landscape screens")
    for theme in [Theme.light, .dark] {
      let text = try SamplePicture.contactSheetImage("complete-line", on: portrait, scale: 1, theme: theme)
      try expectWithinATenthOfLibpngsDefaultSize(text, "complete-line's sheet, \(theme == .dark ? "dark" : "light")")
    }
    let twoScreens = try SamplePicture.contactSheetImage("login-form", on: landscape, scale: 2)
    try expectWithinATenthOfLibpngsDefaultSize(twoScreens, "two screens side by side at 2×")
  }

  /// A view outside the canvas hatches the margins beside it, so that every row between the grid's
  /// lines differs from the row above in the moving stripes only: a tall canvas, and one wider
  /// than deflate's 32 KiB window reaches back at 1× (rows of over 10,922 pixels).
  @Test func picturesHatchedOnEveryRowStayWithinATenthOfLibpngsDefaultSize() throws {
    let tall = """
      {"canvas": {"width": 1300, "height": 2500}, "views": {"a": {}, "b": {"label": "outside"}},
       "constraints": ["H:|-20-[a(300)]", "V:|-20-[a(200)]", "b.leading = a.trailing + 1000",
                       "b.top = a.top", "b.width = 1200", "b.height = 2400"]}
      """
    for scale in 1...2 {
      try expectWithinATenthOfLibpngsDefaultSize(
        SamplePicture.image(ofJSON: tall, scale: scale), "a tall canvas hatched beside at \(scale)×")
    }
    let wide = """
      {"canvas": {"width": 12000, "height": 600},
       "views": {"a": {"label": "a label here"}, "b": {"label": "outside"}, "c": {"label": "c"}},
       "constraints": ["H:|-20-[a(300)]-40-[c(8000)]", "V:|-20-[a(200)]", "V:|-20-[c(100)]",
                       "b.leading = a.trailing + 14000", "b.top = a.top", "b.width = 1200", "b.height = 500"]}
      """
    try expectWithinATenthOfLibpngsDefaultSize(
      SamplePicture.image(ofJSON: wide, scale: 1), "a canvas 12,000 points wide hatched beside")
  }

  /// The encoder writes RGB only when every pixel is opaque: a single translucent pixel anywhere,
  /// whatever the row's kind (repeated, a few pixels changed, text, a grid line, hatching), is kept.
  @Test func aTranslucentPixelAnywhereIsKept() throws {
    let background = RGBAColor(red: 242, green: 242, blue: 247, alpha: 255)
    let ink = RGBAColor(red: 30, green: 40, blue: 50, alpha: 255)
    for width in [1, 2, 3, 7, 8, 9, 10, 11, 12, 13, 16, 19, 24, 33, 64, 65, 130, 517] {
      for x in Set([0, 1, width / 2, max(0, width - 3), max(0, width - 2), width - 1]) where x < width {
        for row in ["repeated", "a few pixels", "dense", "hatched"] {
          var image = RGBAImage(width: width, height: 96, fill: background)
          let y = 70
          switch row {
          case "repeated": break
          case "a few pixels": image[width - 1 - x, y] = ink
          case "hatched":  // stripes moving a pixel a row beside a grid: rows filtered Up
            for y in 60..<76 {
              for column in 0..<width where column < width / 3 ? (column + y) % 6 < 2 : column % 4 == 0 {
                image[column, y] = ink
              }
            }
          default:
            for y in 60..<76 {
              for column in 0..<width where (column * 7 + y * 3) % 5 < 2 { image[column, y] = ink }
            }
          }
          image[x, y] = RGBAColor(red: 10, green: 200, blue: 30, alpha: 90)
          let bytes = try PNGEncoder.encode(image)
          #expect(decode(bytes) == image, "\(width) wide, x \(x), \(row)")
          #expect(bytes[25] == 6, "\(width) wide, x \(x), \(row): the colour type is RGBA")
        }
      }
    }
  }

  private func expectWithinATenthOfLibpngsDefaultSize(
    _ image: RGBAImage, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let ours = try PNGEncoder.encode(image).count
    let libpngDefault = try libpngDefault(image).count
    #expect(
      Double(ours) <= 1.1 * Double(libpngDefault), "\(what): \(ours) bytes against libpng's \(libpngDefault)",
      sourceLocation: sourceLocation)
  }

  @Test func emptyImagesAreRejectedWithAMessage() {
    #expect(throws: PNGEncodingError.invalidDimensions(width: 0, height: 0)) {
      try PNGEncoder.encode(RGBAImage(width: 0, height: 0))
    }
    #expect(throws: PNGEncodingError.invalidDimensions(width: 5, height: 0)) {
      try PNGEncoder.encode(RGBAImage(width: 5, height: 0))
    }
    #expect(PNGEncodingError.invalidDimensions(width: 5, height: 0).message.contains("5×0"))
  }

  @Test func incompressibleImagesRoundTrip() throws {
    var generator = TestSeed.generator()
    let noise = RGBAImage(
      width: 123, height: 77,
      pixels: (0..<(123 * 77 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) })
    #expect(try decode(PNGEncoder.encode(noise)) == noise, "seed \(generator.seed)")
  }

  @Test func crcMatchesThePNGSpecification() throws {
    // Every IEND chunk ends with this well-known CRC.
    #expect(CRC32.checksum(of: Array("IEND".utf8)) == 0xAE42_6082)
    // And every chunk checks out with a CRC computed apart from the encoder's.
    let bytes = try PNGEncoder.encode(patternImage(width: 20, height: 20))
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let stored = bytes[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) {
        $0 << 8 | UInt32($1)
      }
      #expect(HandmadePNG.crc32(Array(bytes[offset + 4..<offset + 8 + length])) == stored)
      offset += 12 + length
    }
  }

  @Test(arguments: [(72.0, 2835), (144.0, 5669), (216.0, 8504)])
  func resolutionIsRecordedInAPHYsChunk(dotsPerInch: Double, pixelsPerMetre: Int) throws {
    let image = patternImage(width: 9, height: 4)
    let bytes = try PNGEncoder.encode(image, dotsPerInch: dotsPerInch)
    let types = try #require(chunkTypes(bytes))
    #expect(types.prefix(2) == ["IHDR", "pHYs"])
    #expect(types.filter { $0 == "pHYs" }.count == 1)
    // pHYs data follows IHDR (33 bytes in) plus its own length and type.
    let data = Array(bytes[41..<50])
    #expect(data[0..<4].reduce(0) { $0 << 8 | Int($1) } == pixelsPerMetre)
    #expect(data[4..<8].reduce(0) { $0 << 8 | Int($1) } == pixelsPerMetre)
    #expect(data[8] == 1, "unit is the metre")
    #expect(try PNGEncoder.encode(image, dotsPerInch: dotsPerInch) == bytes)
    #expect(decode(bytes) == image)
  }

  @Test func nonsenseResolutionWritesNoPHYs() throws {
    let image = patternImage(width: 3, height: 3)
    for dpi in [0, -72, Double.nan, .infinity] {
      #expect(try PNGEncoder.encode(image, dotsPerInch: dpi) == PNGEncoder.encode(image))
    }
  }
}
