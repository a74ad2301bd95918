// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "vfl-preview",
  products: [
    .executable(name: "vfl-preview", targets: ["vfl-preview"]),
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "Preview", targets: ["Preview"]),
    .library(name: "PreviewTesting", targets: ["PreviewTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
    ),
    .target(name: "Layout"),
    .target(name: "Preview", dependencies: ["Layout", "CPNG", "CFreeType"]),
    .target(name: "PreviewTesting", dependencies: ["Preview", "Layout"]),
    .executableTarget(
      name: "vfl-preview",
      dependencies: [
        "Layout", "Preview",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "vfl-bench", dependencies: ["Layout", "Preview"]),
    // Test helpers shared by several test targets: package paths, scratch folders, committed
    // fixtures and hand-made PNGs. Not a product.
    .target(name: "TestSupport", dependencies: ["Preview"], path: "Tests/TestSupport"),
    .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    .testTarget(name: "PreviewTests", dependencies: ["Preview", "Layout", "TestSupport"]),
    .testTarget(
      name: "PreviewTestingTests",
      dependencies: ["PreviewTesting", "Preview", "Layout", "TestSupport"]),
    .testTarget(
      name: "SnapshotTests", dependencies: ["Preview", "Layout", "PreviewTesting", "TestSupport"],
      path: "Tests/Snapshots", exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "CLITests", dependencies: ["vfl-preview", "TestSupport"]),
  ]
)
