import ArgumentParser
import Layout
import Preview
import VFLPreviewSupport

/// The options of an Interface Builder document (`.storyboard`, `.xib`), shared by `render` and
/// `import`: which size classes apply (`--traits`, designed after Xcode's "View as"), where
/// intrinsic sizes come from (`--measure`), and which scene (`--scene`).
struct InterfaceBuilderOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Storyboards and xibs: the size classes whose variations apply, as Xcode's \"View as\" chooses them: "
        + "any (Interface Builder's base configuration, the default), saved (those of the device the document was saved on), "
        + "WIDTH,HEIGHT[,IDIOM] with compact, regular or any and phone, pad or mac (\"compact,regular\", "
        + "\"regular,regular,pad\", or Xcode's \"wC hR\"), or a device (\"iPhone 15\", \"iPad Pro 12.9-inch, landscape\"): "
        + "its size classes, laid out on its screen. With --device and no --traits, the size classes are the device's.",
      valueName: "traits"))
  var traits: String?

  @Flag(
    help: "Storyboards and xibs: measure labels, buttons and fields with this tool's fonts, instead of taking their intrinsic sizes from the frames Interface Builder saved (measured with Apple's fonts).")
  var measure = false

  @Option(
    help: ArgumentHelp(
      "Storyboards and xibs: only this scene (its name, as the contact sheet titles it, or its id).",
      valueName: "name"))
  var scene: String?

  /// What `--traits` asks for.
  enum TraitsChoice: Equatable {
    case base
    case saved
    case sizeClasses(InterfaceBuilderTraits)
    /// A device's size classes, on its screen.
    case device(LayoutSpec.Device)
  }

  /// Whether any of these options was given (they apply to Interface Builder documents only).
  var isGiven: Bool { traits != nil || measure || scene != nil }

  /// `--traits`, read; `nil` when not given.
  func traitsChoice() throws -> TraitsChoice? {
    guard let traits else { return nil }
    return try Self.parseTraits(traits)
  }

  static func parseTraits(_ text: String) throws -> TraitsChoice {
    let trimmed = text.trimmingSpaces
    switch trimmed.lowercased() {
    case "any", "base": return .base
    case "saved", "document": return .saved
    default: break
    }
    // A device, perhaps turned: "iPad Pro 12.9-inch, landscape".
    var deviceName = trimmed
    var orientation = DevicePreset.Orientation.portrait
    if let comma = trimmed.lastIndex(of: ","),
      let turned = DevicePreset.Orientation(rawValue: trimmed[trimmed.index(after: comma)...].trimmingSpaces.lowercased())
    {
      deviceName = trimmed[..<comma].trimmingSpaces
      orientation = turned
    }
    if let preset = DevicePreset.named(deviceName) {
      guard preset.size != nil else {
        throw ValidationError("--traits \"\(preset.name)\": a Mac window has no size classes; use --traits any.")
      }
      return .device(LayoutSpec.Device(preset: preset, orientation: orientation))
    }
    return .sizeClasses(try parseSizeClasses(trimmed))
  }

  /// `compact,regular`, `regular,regular,pad`, `wC hR`, `any,compact`.
  static func parseSizeClasses(_ text: String) throws -> InterfaceBuilderTraits {
    let tokens = text.split(whereSeparator: { $0 == "," || $0 == " " }).map { $0.lowercased() }
    var traits = InterfaceBuilderTraits()
    var positional = 0
    func sizeClass(_ word: Substring) -> InterfaceBuilderTraits.SizeClass?? {
      switch word {
      case "compact", "c": return .some(.compact)
      case "regular", "r": return .some(.regular)
      case "any", "a", "*": return .some(nil)
      default: return nil
      }
    }
    for token in tokens {
      if ["phone", "pad", "mac"].contains(token) {
        traits.idiom = token
        continue
      }
      if token.count > 1, let axis = token.first, axis == "w" || axis == "h",
        let value = sizeClass(token.dropFirst())
      {
        if axis == "w" { traits.horizontalSizeClass = value } else { traits.verticalSizeClass = value }
        continue
      }
      guard let value = sizeClass(Substring(token)), positional < 2 else { throw invalidTraits(text) }
      if positional == 0 { traits.horizontalSizeClass = value } else { traits.verticalSizeClass = value }
      positional += 1
    }
    guard !tokens.isEmpty else { throw invalidTraits(text) }
    return traits
  }

  static func invalidTraits(_ text: String) -> ValidationError {
    let devices = DevicePreset.all.filter { $0.size != nil }.map { "\"\($0.name)\"" }.joined(separator: ", ")
    let suggestion = DidYouMean.note(for: text, among: DevicePreset.all.map(\.name)).map { " (\($0))" } ?? ""
    return ValidationError(
      "--traits \"\(text)\" is not size classes (\"compact,regular\", \"regular,regular,pad\", \"wC hR\"), "
        + "any, saved, or a device (\(devices))\(suggestion).")
  }

  /// The import's options for what `--traits` and `--measure` say.
  func importOptions(_ choice: TraitsChoice?) -> InterfaceBuilderImport.Options {
    var options = InterfaceBuilderImport.Options(intrinsicSizes: measure ? .measured : .savedFrames)
    switch choice {
    case nil, .base: options.traits = .base
    case .saved: options.traits = .savedDevice
    case .sizeClasses(let traits): options.traits = .custom(traits)
    case .device(let device):
      let size = device.preset.size(in: device.orientation) ?? Size(width: 0, height: 0)
      options.traits = .custom(InterfaceBuilderTraits(screenWidth: size.width, screenHeight: size.height))
    }
    return options
  }
}

extension StringProtocol {
  /// Without spaces at either end.
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
