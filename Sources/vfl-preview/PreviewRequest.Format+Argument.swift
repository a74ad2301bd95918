import ArgumentParser
import Preview

/// `--format png|json|scene|svg`, and what each means on the command line.
extension PreviewRequest.Format: ExpressibleByArgument {
  /// What the format holds, for messages and help.
  var contents: String {
    switch self {
    case .png: return "a PNG wireframe"
    case .json: return "the solved frames"
    case .scene: return "the scene the picture is drawn from"
    case .svg: return "the picture as SVG"
    }
  }

  /// The file name ending that selects the format, and that a batch gives each output.
  var fileExtension: String {
    switch self {
    case .png: return "png"
    case .json: return "json"
    case .scene: return "scene.json"
    case .svg: return "svg"
    }
  }
}
