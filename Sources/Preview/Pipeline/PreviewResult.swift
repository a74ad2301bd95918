import Layout

/// What ``RenderPipeline/render(_:)`` produced.
public struct PreviewResult: Sendable {
  /// The output in the requested format: PNG bytes, or the UTF-8 of the JSON, scene or SVG.
  public var bytes: [UInt8]
  /// The picture with its scale, for ``PreviewRequest/Format/png`` unless the request did not
  /// keep it (``PreviewRequest/Options/keepsImage``).
  public var image: RenderedImage?
  /// What the picture draws, for every format but ``PreviewRequest/Format/json``.
  public var scene: Scene?
  /// The spec as laid out: the input's, on the requested device (the first of a contact sheet).
  public var spec: LayoutSpec
  /// The solved frames, conflicts and ambiguity: one solution, or one per device of a contact
  /// sheet, in the order of the devices.
  public var solutions: [Solution]
  /// The layout's warnings (conflicts, ambiguous views, frames off the canvas, squeezed labels):
  /// what `vfl-preview --strict` fails on.
  public var warnings: [Diagnostic]
  /// Everything to tell the user, in order: a console log's import notes, the warnings, and the
  /// import's summary.
  public var messages: [PreviewMessage]

  /// The solution of the spec (the first device's, for a contact sheet).
  public var solution: Solution { solutions[0] }

  /// Whether the layout has warnings.
  public var hasWarnings: Bool { !warnings.isEmpty }

  /// `messages` as printed, one after the other.
  public var renderedMessages: String { messages.map(\.rendered).joined() }
}
