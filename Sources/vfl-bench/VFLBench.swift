// The benchmark executable (see the benchmarks issue): `swift run -c release vfl-bench`.
@main
enum VFLBench {
  static func main() {
    print("vfl-bench: not written yet")
  }
}
