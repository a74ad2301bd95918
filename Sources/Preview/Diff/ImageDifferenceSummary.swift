extension ImageDifference {
  /// `1,693 of 4,000,000 pixels differ (0.04 %)`: the line the CLI prints and snapshot failures
  /// start with. Percentages are rounded to two decimals but never to 0 or 100 when that would
  /// hide a difference (`<0.01 %`, `>99.99 %`).
  public var summary: String {
    let noun = totalPixels == 1 ? "pixel" : "pixels"
    let verb = differentPixels == 1 && totalPixels == 1 ? "differs" : "differ"
    return
      "\(Self.grouped(differentPixels)) of \(Self.grouped(totalPixels)) \(noun) \(verb) (\(percentageText))"
  }

  /// The share of different pixels as text, e.g. `0.04 %`.
  public var percentageText: String {
    let percentage = differentFraction * 100
    if differentPixels == 0 { return "0 %" }
    if differentPixels == totalPixels { return "100 %" }
    if percentage < 0.01 { return "<0.01 %" }
    if percentage > 99.99 { return ">99.99 %" }
    let hundredths = Int((percentage * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) %"
  }

  /// `bbox x=380…388 y=176…240`, or `no differing pixels`.
  public var boundingBoxText: String {
    boundingBox.map { "bbox \($0)" } ?? "no differing pixels"
  }

  /// `4000000` → `4,000,000`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }
}
