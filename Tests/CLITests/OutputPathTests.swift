import Foundation
import TestSupport
import Testing

/// Where an output lands and what it looks like on disk: the file the kernel resolves (never a
/// lexical guess), the permissions any program's new file gets, names up to the file system's
/// limit, names that are not UTF-8, and no folder when nothing is written (issue 14).
@Suite struct OutputPathTests {
  static let spec = BadInput.validSpec

  /// `link` → `sub/inner`, so `link/..` is `sub`, not the scratch folder.
  func scratchWithNestedLink() throws -> Scratch {
    let scratch = try Scratch()
    try scratch.write("spec.json", Self.spec)
    try scratch.write("sub/inner/keep.txt", "x")
    try FileManager.default.createSymbolicLink(atPath: scratch.path("link"), withDestinationPath: "sub/inner")
    return scratch
  }

  @Test func anOutputThroughALinksParentIsWrittenWhereTheKernelResolvesIt() throws {
    let scratch = try scratchWithNestedLink()
    defer { scratch.remove() }
    let result = try CommandRunner.run(
      ["spec.json", "-o", "link/../out.png"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(FileManager.default.fileExists(atPath: scratch.path("sub/out.png")))
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out.png")), "a lexical ./out.png")

    let diff = try CommandRunner.run(
      ["diff", "reference.png", "sub/out.png", "-o", "link/../diff.png"], currentDirectory: scratch.directory)
    #expect(diff.exitCode == 3, "\(diff.standardError)")
    #expect(FileManager.default.fileExists(atPath: scratch.path("sub/diff.png")))
    #expect(!FileManager.default.fileExists(atPath: scratch.path("diff.png")))
  }

  /// The spec in `sub/` named through `link/../`: the batch's output folder is `sub`, so its
  /// output `sub/spec.json` would be the spec itself.
  @Test func aBatchFolderThroughALinksParentProtectsTheSpecsThere() throws {
    let scratch = try scratchWithNestedLink()
    defer { scratch.remove() }
    try scratch.write("sub/spec.json", Self.spec)
    try scratch.write("other.json", Self.spec)
    let before = try scratch.snapshot()
    let result = try CommandRunner.run(
      ["sub/spec.json", "other.json", "-o", "link/../", "--format", "json"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("link/../spec.json: refusing to overwrite an input file"))
    var after = try scratch.snapshot()
    #expect(after.removeValue(forKey: "sub/other.json") != nil, "the other spec is still rendered")
    #expect(after == before)
  }

  /// Runs the binary under `sh -c 'umask …; exec …'`.
  func runWithUmask(_ umask: String, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "umask \(umask); exec \"$0\" \"$@\"", CommandRunner.executableURL.path] + arguments
    process.currentDirectoryURL = directory
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  func permissions(_ path: String) throws -> Int {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test func aNewFileGetsTheUmasksPermissionsAndAReplacedFileKeepsItsOwn() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("spec.json", Self.spec)
    #expect(try runWithUmask("027", ["spec.json", "-o", "new.png"], in: scratch.directory) == 0)
    #expect(try permissions(scratch.path("new.png")) == 0o640)
    #expect(try runWithUmask("002", ["spec.json", "-o", "shared.json"], in: scratch.directory) == 0)
    #expect(try permissions(scratch.path("shared.json")) == 0o664)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: scratch.path("existing.png"))
    #expect(try runWithUmask("022", ["spec.json", "-o", "existing.png"], in: scratch.directory) == 0)
    #expect(try permissions(scratch.path("existing.png")) == 0o600)
  }

  @Test func anOutputNameOf255BytesWorksAndLeavesNoTemporaryFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("spec.json", Self.spec)
    let name = String(repeating: "é", count: 125) + "x.png"  // 250 + 5 bytes
    #expect(name.utf8.count == 255)
    let result = try CommandRunner.run(["spec.json", "-o", name], currentDirectory: scratch.directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let files = try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path)
    #expect(Set(files) == ["spec.json", "existing.png", "reference.png", name])
  }

  @Test func aBatchThatWritesNothingCreatesNoFolder() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("bad.json", "{")
    try scratch.write("worse.json", "[]")
    let result = try CommandRunner.run(["bad.json", "worse.json", "-o", "out/new/"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 2)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out")))

    let check = try CommandRunner.run(
      ["bad.json", "worse.json", "--check", "refs/", "-o", "actual/", "--diff-output", "diffs/", "--record-missing"],
      currentDirectory: scratch.directory, environment: ["CI": nil])
    #expect(check.exitCode == 2)
    for folder in ["refs", "actual", "diffs"] {
      #expect(!FileManager.default.fileExists(atPath: scratch.path(folder)), "\(folder) was created")
    }
  }

  /// `caf\xE9` is Latin-1 for "café": not UTF-8. Its bytes must reach the file system as they
  /// are (before, the tool wrote `caf\u{FFFD}.png`, another file).
  @Test func namesThatAreNotUTF8KeepTheirBytes() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let folder = Array(scratch.directory.path.utf8) + [UInt8(ascii: "/")]
    let cafe: [UInt8] = Array("caf".utf8) + [0xE9]
    let spec = folder + cafe + Array(".json".utf8)
    let output = folder + cafe + Array(".png".utf8)
    let written = Array(Self.spec.utf8).withUnsafeBytes { bytes in
      (spec + [0]).withUnsafeBufferPointer { path in
        let descriptor = open(UnsafeRawPointer(path.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
        defer { close(descriptor) }
        return write(descriptor, bytes.baseAddress, bytes.count)
      }
    }
    #expect(written == Self.spec.utf8.count)

    let result = try RawCommandRunner.run([spec, Array("-o".utf8), output], capturingIn: scratch.directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    let batch = try RawCommandRunner.run(
      [spec, Array("-o".utf8), folder + Array("out/".utf8)], capturingIn: scratch.directory)
    #expect(batch.exitCode == 0, "\(batch.standardError)")
    // The PNG readers and the font loader open the same bytes.
    let diffImage = folder + Array("diff-".utf8) + cafe + Array(".png".utf8)
    let diff = try RawCommandRunner.run([Array("diff".utf8), output, output, Array("-o".utf8), diffImage], capturingIn: scratch.directory)
    #expect(diff.exitCode == 0, "\(diff.standardError)")
    let check = try RawCommandRunner.run([spec, Array("--check".utf8), output], capturingIn: scratch.directory)
    #expect(check.exitCode == 0, "\(check.standardError)")
    let font = folder + Array("font-".utf8) + cafe
    let fontCopy = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    let fontWritten = fontCopy.withUnsafeBytes { bytes in
      (font + [0]).withUnsafeBufferPointer { path in
        let descriptor = open(UnsafeRawPointer(path.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
        defer { close(descriptor) }
        return write(descriptor, bytes.baseAddress, bytes.count)
      }
    }
    #expect(fontWritten == fontCopy.count)
    let withFont = try RawCommandRunner.run(
      [spec, Array("--font".utf8), font, Array("--format".utf8), Array("json".utf8)], capturingIn: scratch.directory)
    #expect(withFont.exitCode == 0, "\(withFont.standardError)")
    // A missing file named with the same bytes is reported with the byte shown as \xE9.
    let missing = try RawCommandRunner.run(
      [folder + Array("no-".utf8) + cafe + Array(".json".utf8)], capturingIn: scratch.directory)
    #expect(missing.exitCode == 2)
    #expect(missing.standardError.contains("no-caf\\xE9.json: no such file"), "\(missing.standardError)")

    func names(_ path: String) throws -> Set<[UInt8]> {
      guard let directory = opendir(path) else { return [] }
      defer { closedir(directory) }
      var names: Set<[UInt8]> = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
        if name != Array(".".utf8) && name != Array("..".utf8) { names.insert(name) }
      }
      return names
    }
    let top = try names(scratch.directory.path)
    #expect(top.contains(cafe + Array(".png".utf8)))
    #expect(!top.contains(Array("caf\u{FFFD}.png".utf8)))
    #expect(try names(scratch.path("out")) == [cafe + Array(".png".utf8)])
  }

  /// `vfl-preview - -o spec.json < spec.json`: standard input is the spec file itself.
  @Test func standardInputRedirectedFromTheOutputIsProtected() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try scratch.write("spec.json", Self.spec)
    let process = Process()
    process.executableURL = CommandRunner.executableURL
    process.arguments = ["-", "-o", "spec.json"]
    process.currentDirectoryURL = scratch.directory
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: scratch.path("spec.json")))
    let error = Pipe()
    process.standardError = error
    try process.run()
    let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
    #expect(message.contains("spec.json: refusing to overwrite an input file"), "\(message)")
    #expect(FileManager.default.contents(atPath: scratch.path("spec.json")) == Data(Self.spec.utf8))
  }
}
