import Layout

/// A request's input read into a spec, with the names and text its diagnostics point into.
struct PreviewDocument {
  var spec: LayoutSpec
  /// What errors are reported against (`nil`: no file, for a spec built in code).
  var name: String?
  /// The bytes the spec was decoded from, for line, column and caret.
  var source: SourceText?
  /// The console log the spec was imported from, and what its import said.
  var log: ConsoleLogImport?
  var logName = ""
  var messages: [PreviewMessage] = []

  init(_ input: PreviewRequest.Input) throws(PreviewFailure) {
    let bytes: [UInt8]
    let name: String
    switch input {
    case .spec(let spec, let name):
      self.spec = spec
      self.name = name
      return
    case .specJSON(let json, let fileName):
      (bytes, name) = (json, fileName)
    case .consoleLog(let text, let fileName):
      let imported = try ConsoleLogInput.importSpec(from: text, name: fileName)
      log = imported.log
      logName = fileName
      messages = imported.messages
      // The imported spec's views and constraints point into the log's text.
      spec = imported.log.spec
      self.name = fileName + " (imported)"
      source = SourceText(bytes: Array(imported.log.log.text.utf8))
      return
    }
    self.name = name
    let source = SourceText(bytes: bytes)
    self.source = source
    do {
      spec = try SpecDecoder.decode(bytes)
    } catch {
      throw PreviewFailure(error, fileName: name, source: source, after: messages)
    }
  }

  /// The warnings of `spec` (this document's spec, possibly on a device), located in the source.
  func warningReport(for spec: LayoutSpec, name: String? = nil) -> WarningReport {
    WarningReport(
      fileName: name ?? self.name ?? "<spec>", spec: spec, source: source ?? SourceText(bytes: []))
  }
}
