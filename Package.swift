// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "vfl-preview",
  products: [
    .executable(name: "vfl-preview", targets: ["vfl-preview"]),
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "Preview", targets: ["Preview"]),
    .library(name: "PreviewTesting", targets: ["PreviewTesting"]),
    .plugin(name: "RenderLayouts", targets: ["RenderLayouts"]),
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
    // Text shaping (kerning, ligatures, Arabic joining, Indic reordering) of every label.
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
    ),
    // The Unicode bidirectional algorithm, for labels mixing right-to-left and left-to-right text.
    .systemLibrary(
      name: "CFriBidi",
      pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]
    ),
    // Finds an installed font for characters the label font lacks.
    .systemLibrary(
      name: "CFontconfig",
      pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
    ),
    // Interface Builder documents (storyboards and xibs) are XML: read by libxml2's SAX parser, with
    // entity substitution, DTD loading and network access off.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // Removes the atomic writer's temporary files when the process is interrupted: a signal
    // handler must be async-signal-safe, which only C can promise.
    .target(name: "CInterruptCleanup"),
    // A system call the Glibc module leaves out (it needs _GNU_SOURCE): syncfs, with which a batch
    // makes its outputs durable once instead of once a file.
    .target(name: "CSystemCalls"),
    // libdeflate: the PNG encoder's compression, the PNG decoder's inflate, and the chunks' CRC-32.
    .systemLibrary(
      name: "CDeflate",
      pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
    ),
    // The package's own pure helpers (did-you-mean, JSON writer, number formatting, file
    // names as bytes, a lock), one of each, shared through `package` access. Not a product;
    // depends on nothing, so every other target may use it.
    .target(name: "VFLPreviewSupport"),
    // The file machinery of the command line and PreviewTesting: atomic file writes and the
    // batch's grouped writer, interrupt cleanup, syncfs, file identities, arguments as bytes.
    // Not a product; Layout and Preview never touch it.
    .target(name: "VFLPreviewFiles", dependencies: ["VFLPreviewSupport", "CInterruptCleanup", "CSystemCalls"]),
    .target(name: "Layout", dependencies: ["VFLPreviewSupport", "CLibXML2"]),
    .target(
      name: "Preview",
      dependencies: [
        "Layout", "VFLPreviewSupport", "CPNG", "CFreeType", "CHarfBuzz", "CFriBidi", "CFontconfig",
        "CDeflate",
      ]),
    .target(name: "PreviewTesting", dependencies: ["Preview", "Layout", "VFLPreviewSupport", "VFLPreviewFiles"]),
    .executableTarget(
      name: "vfl-preview",
      dependencies: [
        "Layout", "Preview", "VFLPreviewSupport", "VFLPreviewFiles",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `swift package render-layouts`: a package's documentation images regenerated (or checked)
    // with one command, by the tool's batch mode.
    .plugin(
      name: "RenderLayouts",
      capability: .command(
        intent: .custom(
          verb: "render-layouts",
          description: "Render every layout spec under a folder (default docs/) into PNGs beside it, or --check them."),
        permissions: [.writeToPackageDirectory(reason: "The images are written next to their specs.")]),
      dependencies: ["vfl-preview"]
    ),
    .executableTarget(name: "vfl-bench", dependencies: ["Layout", "Preview", "VFLPreviewSupport"]),
    // Test helpers shared by several test targets: package paths, scratch folders, committed
    // fixtures and hand-made PNGs. Not a product.
    .target(name: "TestSupport", dependencies: ["Preview", "Layout"], path: "Tests/TestSupport"),
    .testTarget(name: "VFLPreviewSupportTests", dependencies: ["VFLPreviewSupport"]),
    .testTarget(name: "VFLPreviewFilesTests", dependencies: ["VFLPreviewFiles", "VFLPreviewSupport"]),
    .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    .testTarget(
      name: "PreviewTests", dependencies: ["Preview", "Layout", "VFLPreviewSupport", "TestSupport", "CDeflate"]),
    .testTarget(
      name: "PreviewTestingTests",
      dependencies: ["PreviewTesting", "Preview", "Layout", "TestSupport"],
      // The assertion tests' references, read by path like a user's.
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "SnapshotTests", dependencies: ["Preview", "Layout", "PreviewTesting", "TestSupport"],
      path: "Tests/Snapshots", exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "CLITests", dependencies: ["vfl-preview", "Preview", "TestSupport"]),
  ]
)
