/// A rectangle as Interface Builder saves it (`<rect key="frame" x= y= width= height=>`), in the
/// superview's coordinates: y grows downwards on iOS, upwards inside an AppKit view that is not
/// flipped.
struct IBRect: Sendable, Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
}
