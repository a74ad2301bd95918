extension RGBAColor {
  /// `#RRGGBB`, or `#RRGGBBAA` with `alpha`: how the scene's JSON and the SVG write colours.
  func hexString(includingAlpha alpha: Bool) -> String {
    let bytes = alpha ? [red, green, blue, self.alpha] : [red, green, blue]
    return "#" + bytes.map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
  }
}
