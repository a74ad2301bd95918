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
    // System calls the Glibc module leaves out (they need _GNU_SOURCE): syncfs, with which a batch
    // makes its outputs durable once instead of once a file.
    .target(name: "CSystemCalls"),
    // ISA-L's igzip: the PNG encoder's deflate, about 10× zlib's speed on wireframes.
    .systemLibrary(
      name: "CISAL",
      pkgConfig: "libisal",
      providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]
    ),
    // The PNG image-data streams: rows filtered and compressed with igzip in one pass (C: the
    // filtering is a tight loop over plain buffers), and the PNG decoder's fast path, which loads
    // libdeflate at run time when it is installed (dlopen: libdl on older C libraries), so building
    // never needs it.
    .target(
      name: "CPNGStream",
      dependencies: ["CISAL"],
      linkerSettings: [
        .linkedLibrary("z"), .linkedLibrary("pthread"), .linkedLibrary("dl", .when(platforms: [.linux])),
      ]),
    // The package's own helpers (did-you-mean, JSON writer, number formatting, CRC-32, atomic
    // file writes, file identities), one of each, shared through `package` access. Not a
    // product; depends only on the two small C targets above, so every other target may use it.
    .target(name: "VFLPreviewSupport", dependencies: ["CInterruptCleanup", "CSystemCalls"]),
    .target(name: "Layout", dependencies: ["VFLPreviewSupport", "CLibXML2"]),
    .target(
      name: "Preview",
      dependencies: [
        "Layout", "VFLPreviewSupport", "CPNG", "CFreeType", "CHarfBuzz", "CFriBidi", "CFontconfig",
        "CPNGStream",
      ]),
    .target(name: "PreviewTesting", dependencies: ["Preview", "Layout", "VFLPreviewSupport"]),
    .executableTarget(
      name: "vfl-preview",
      dependencies: [
        "Layout", "Preview", "VFLPreviewSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      // The Swift runtime linked in, in release builds on Linux: a process that renders one small spec
      // spent about 2 ms of its 14 loading and relocating the shared libraries. FoundationEssentials
      // (which ArgumentParser imports) needs its three support libraries named. Debug builds link the
      // test bundle against the same objects with the shared runtime, and would fail to link.
      linkerSettings: [
        .unsafeFlags(
          ["-static-stdlib", "-Xlinker", "-l_FoundationCollections", "-Xlinker", "-l_FoundationCShims", "-Xlinker", "-lswiftSynchronization"],
          .when(platforms: [.linux], configuration: .release))
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
    .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
    .testTarget(
      name: "PreviewTests", dependencies: ["Preview", "Layout", "VFLPreviewSupport", "TestSupport"]),
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
