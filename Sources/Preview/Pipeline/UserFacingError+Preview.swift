import Layout

// Preview's errors are printed like every other: through ``Diagnostic``. The conformances live
// here rather than beside each type because the PNG reader is also compiled without `Layout`
// (the fuzzing harness builds it alone).

extension RenderError: UserFacingError {}

extension FontError: UserFacingError {}

extension PNGDecodingError: UserFacingError {}

extension PNGEncodingError: UserFacingError {}
