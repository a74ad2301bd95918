// libFuzzer entry point for the Interface Builder import. Input: the bytes of a storyboard or xib.
// A document is either refused with a located error or imported into specs the layout engine
// accepts whole: every constraint written parses, every value is within the spec's limits.

import Layout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let imported: InterfaceBuilderImport
  do {
    imported = try InterfaceBuilderImport(bytes: bytes)
  } catch {
    precondition(!error.message.isEmpty)
    if let location = error.location { precondition(location.line >= 1 && location.column >= 1) }
    return 0
  }
  for warning in imported.warnings {
    precondition(!warning.message.isEmpty && warning.line >= 1 && warning.column >= 1)
  }
  precondition(!imported.scenes.isEmpty)
  for scene in imported.scenes {
    let spec = scene.spec
    precondition(spec.canvas.width >= 1 && spec.canvas.width <= SpecLimits.maximumCanvasSide)
    precondition(spec.canvas.height >= 1 && spec.canvas.height <= SpecLimits.maximumCanvasSide)
    precondition(Set(spec.views.map(\.name)).count == spec.views.count)
    do {
      _ = try LayoutEngine().constraints(for: spec)
    } catch {
      preconditionFailure("an imported spec does not parse: \(error.message)")
    }
  }
  return 0
}
