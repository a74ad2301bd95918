import Foundation
import TestSupport
import Testing

/// The hostile file-system catalogue (issue 14): what a shared folder, a CI runner or an attacker
/// can put where the tool reads and writes. Loops and swapped symbolic links, read-only folders,
/// a full disk, devices, FIFOs. For each, the run either does the right thing or fails with the
/// system's reason and exit 2, and leaves no temporary file behind.
///
/// Devices are never real `/dev` nodes when a mistake could replace them: the tests make their own
/// nodes with mknod(2) in a scratch folder (as root) or skip. Tests that need root (mknod, mount)
/// or an ordinary user (permissions bind only those) are skipped, with the reason, where those
/// cannot be had; where they can, they must pass.
@Suite struct HostileFileSystemTests {
  static let spec = BadInput.validSpec
  static let isRoot = getuid() == 0

  func scratch() throws -> Scratch {
    let scratch = try Scratch()
    try scratch.write("spec.json", Self.spec)
    return scratch
  }

  func temporaryFiles(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasPrefix(".vfl-") }
  }

  /// glibc's `makedev`, a macro Swift does not import (small numbers: major << 8 | minor).
  static func device(_ major: dev_t, _ minor: dev_t) -> dev_t {
    (major & 0xFFF) << 8 | (minor & 0xFF) | (minor & ~0xFF) << 12 | (major & ~0xFFF) << 32
  }

  /// Whether a device node made in the scratch folder works: a file system mounted `nodev`
  /// refuses to open it.
  static func canOpenDevice(_ path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    if descriptor >= 0 { close(descriptor) }
    return descriptor >= 0
  }

  func fileType(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  // MARK: Symbolic links

  /// An output name that is a symbolic link to a file elsewhere (planted in a shared folder) is
  /// replaced by the new file; what it pointed at is not written through it.
  @Test func anOutputThatIsALinkToAnotherFileReplacesTheLinkNotItsTarget() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try scratch.write("elsewhere/victim.png", "not to be touched")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("out.png"), withDestinationPath: "elsewhere/victim.png")
    let result = try CommandRunner.run(["spec.json", "-o", "out.png"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(fileType(scratch.path("out.png")) == S_IFREG)
    #expect(FileManager.default.contents(atPath: scratch.path("elsewhere/victim.png")) == Data("not to be touched".utf8))
  }

  /// A dangling link as the output: the link is replaced, nothing is created where it pointed.
  @Test func aDanglingLinkAsTheOutputIsReplaced() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try FileManager.default.createSymbolicLink(atPath: scratch.path("out.png"), withDestinationPath: "nowhere/x.png")
    let result = try CommandRunner.run(["spec.json", "-o", "out.png"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(fileType(scratch.path("out.png")) == S_IFREG)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("nowhere")))
  }

  /// The spec named through a link that is swapped between two runs: each run protects the file
  /// the link points at when it runs.
  @Test func aSwappedLinkProtectsTheFileItPointsAtNow() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try scratch.write("a/spec.json", Self.spec)
    try scratch.write("b/spec.json", Self.spec)
    try FileManager.default.createSymbolicLink(atPath: scratch.path("current"), withDestinationPath: "a")
    let first = try CommandRunner.run(
      ["current/spec.json", "-o", "a/spec.json"], currentDirectory: scratch.directory)
    #expect(first.exitCode == 2)
    try FileManager.default.removeItem(atPath: scratch.path("current"))
    try FileManager.default.createSymbolicLink(atPath: scratch.path("current"), withDestinationPath: "b")
    let second = try CommandRunner.run(
      ["current/spec.json", "-o", "b/spec.json"], currentDirectory: scratch.directory)
    #expect(second.exitCode == 2)
    #expect(second.standardError.contains("b/spec.json: refusing to overwrite an input file"))
    let third = try CommandRunner.run(
      ["current/spec.json", "-o", "a/spec.json"], currentDirectory: scratch.directory)
    #expect(third.exitCode == 0, "a/ is no longer the input: \(third.standardError)")
  }

  @Test func aLoopOfLinksAsABatchFolderIsReportedForEachSpec() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try scratch.write("two.json", Self.spec)
    try FileManager.default.createSymbolicLink(atPath: scratch.path("loop"), withDestinationPath: "loop")
    let before = try scratch.snapshot()
    let result = try CommandRunner.run(["spec.json", "two.json", "-o", "loop/"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("Too many levels of symbolic links"), "\(result.standardError)")
    #expect(try scratch.snapshot() == before)
  }

  // MARK: Permissions and full disks

  /// Whether permission tests can run: as an ordinary user, or as root through `su nobody`.
  /// (`nobody` must also be able to reach the binary: a build folder under a private home is not.)
  static let canRunAsOrdinaryUser: Bool = {
    guard isRoot else { return true }
    guard FileManager.default.isExecutableFile(atPath: "/bin/su") else { return false }
    let probe = try? CommandRunner.run(
      ["-s", "/bin/sh", "nobody", "-c", "exec \"$0\" --version", "--", CommandRunner.executableURL.path],
      executable: URL(fileURLWithPath: "/bin/su"))
    return probe?.exitCode == 0
  }()

  /// Runs the binary as an ordinary user, for whom permissions bind: this user, or `nobody` when
  /// the tests run as root. Paths must be absolute, and reachable by that user.
  func runAsOrdinaryUser(_ arguments: [String]) throws -> CommandResult {
    guard Self.isRoot else { return try CommandRunner.run(arguments) }
    return try CommandRunner.run(
      ["-s", "/bin/sh", "nobody", "-c", "exec \"$0\" \"$@\"", "--", CommandRunner.executableURL.path] + arguments,
      executable: URL(fileURLWithPath: "/bin/su"))
  }

  /// A scratch folder an ordinary user can enter and read (`nobody`, when root runs the tests).
  func sharedScratch() throws -> Scratch {
    let scratch = try scratch()
    chmod(scratch.directory.path, 0o755)
    chmod(scratch.path("spec.json"), 0o644)
    return scratch
  }

  @Test(.enabled(if: canRunAsOrdinaryUser, "as root, needs su and a binary nobody can run"))
  func aReadOnlyFolderIsAnErrorAndLeavesNothing() throws {
    let scratch = try sharedScratch()
    defer {
      chmod(scratch.path("ro"), 0o755)
      scratch.remove()
    }
    try scratch.write("ro/old.png", "old")
    chmod(scratch.path("ro/old.png"), 0o666)
    #expect(chmod(scratch.path("ro"), 0o555) == 0)
    let result = try runAsOrdinaryUser([scratch.path("spec.json"), "-o", scratch.path("ro/old.png")])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("ro/old.png: cannot write the file: Permission denied"), "\(result.standardError)")
    #expect(FileManager.default.contents(atPath: scratch.path("ro/old.png")) == Data("old".utf8))
  }

  /// A drop box (`-wx`: anyone may add files, nobody may list them) takes outputs: writing into
  /// a folder does not need reading it.
  @Test(.enabled(if: canRunAsOrdinaryUser, "as root, needs su and a binary nobody can run"))
  func aFolderThatCannotBeReadCanStillBeWrittenInto() throws {
    let scratch = try sharedScratch()
    defer {
      chmod(scratch.path("box"), 0o755)
      scratch.remove()
    }
    try FileManager.default.createDirectory(atPath: scratch.path("box"), withIntermediateDirectories: true)
    #expect(chmod(scratch.path("box"), 0o333) == 0)
    let result = try runAsOrdinaryUser([scratch.path("spec.json"), "-o", scratch.path("box/out.png")])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(FileManager.default.contents(atPath: scratch.path("box/out.png"))?.starts(with: [0x89, 0x50]) == true)
  }

  #if os(Linux)  // tmpfs mounts
  /// Mounts a tmpfs of `size` at `folder` (root only); `false` when the system refuses.
  static func mountTemporaryFileSystem(at folder: String, options: String) -> Bool {
    mount("tmpfs", folder, "tmpfs", 0, options) == 0
  }

  /// Whether this process may mount a tmpfs (root, with the capability a container may withhold):
  /// tried once on a folder of its own.
  static let canMount: Bool = {
    guard isRoot, let scratch = try? Scratch() else { return false }
    defer { scratch.remove() }
    guard mountTemporaryFileSystem(at: scratch.directory.path, options: "size=64k") else { return false }
    umount(scratch.directory.path)
    return true
  }()

  @Test(.enabled(if: canMount, "mounting a tmpfs needs root, and a system that lets it"))
  func aFullDiskLeavesTheOldOutputAndNoTemporaryFile() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(atPath: scratch.path("small"), withIntermediateDirectories: true)
    // 64 KiB: the old output fits, the new picture (about 45 KB at 2x) with it does not.
    try #require(Self.mountTemporaryFileSystem(at: scratch.path("small"), options: "size=64k"))
    defer { umount(scratch.path("small")) }
    let login = PackagePaths.samples.appendingPathComponent("login-form.json").path
    try Data(repeating: 0x2A, count: 40_000).write(to: URL(fileURLWithPath: scratch.path("small/out.png")))
    let result = try CommandRunner.run([login, "-o", "small/out.png"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("small/out.png: cannot write the file: No space left on device"), "\(result.standardError)")
    #expect(FileManager.default.contents(atPath: scratch.path("small/out.png")) == Data(repeating: 0x2A, count: 40_000))
    #expect(temporaryFiles(in: scratch.path("small")).isEmpty)
  }

  @Test(.enabled(if: canMount, "mounting a tmpfs needs root, and a system that lets it"))
  func aReadOnlyFileSystemIsAnErrorEvenForRoot() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try FileManager.default.createDirectory(atPath: scratch.path("ro"), withIntermediateDirectories: true)
    try #require(Self.mountTemporaryFileSystem(at: scratch.path("ro"), options: "size=64k"))
    defer { umount(scratch.path("ro")) }
    #expect(mount("tmpfs", scratch.path("ro"), "tmpfs", UInt(MS_REMOUNT | MS_RDONLY), "size=64k") == 0)
    let result = try CommandRunner.run(["spec.json", "-o", "ro/out.png"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("ro/out.png: cannot write the file: Read-only file system"), "\(result.standardError)")
  }

  #endif

  // MARK: Devices and FIFOs

  /// Whether this process may make a device node in a scratch folder and open it (root, on a
  /// file system not mounted `nodev`): tried once.
  static let canMakeDevices: Bool = {
    guard isRoot, let scratch = try? Scratch() else { return false }
    defer { scratch.remove() }
    let node = scratch.path("null")
    return mknod(node, S_IFCHR | 0o666, device(1, 3)) == 0 && canOpenDevice(node)
  }()

  /// A private `/dev/full` (character device 1, 7) made in the scratch folder: written in place,
  /// the write fails with the device's reason, and the node is still the device afterwards.
  @Test(.enabled(if: canMakeDevices, "device nodes need root and a file system without nodev"))
  func aFullDeviceAsTheOutputFailsAndStaysADevice() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let node = scratch.path("full.png")
    try #require(mknod(node, S_IFCHR | 0o666, Self.device(1, 7)) == 0 && Self.canOpenDevice(node))
    let result = try CommandRunner.run(["spec.json", "-o", "full.png"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("full.png: cannot write the file: No space left on device"))
    #expect(fileType(node) == S_IFCHR)
    #expect(temporaryFiles(in: scratch.directory.path).isEmpty)
  }

  /// A private `/dev/null` (1, 3) through a symbolic link: written through, still a device.
  @Test(.enabled(if: canMakeDevices, "device nodes need root and a file system without nodev"))
  func aNullDeviceBehindALinkIsWrittenThroughAndStaysADevice() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let node = scratch.path("null")
    try #require(mknod(node, S_IFCHR | 0o666, Self.device(1, 3)) == 0 && Self.canOpenDevice(node))
    try FileManager.default.createSymbolicLink(atPath: scratch.path("out.png"), withDestinationPath: "null")
    let result = try CommandRunner.run(["spec.json", "-o", "out.png"], currentDirectory: scratch.directory)
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(fileType(node) == S_IFCHR)
    #expect(fileType(scratch.path("out.png")) == S_IFLNK)
  }

  /// A spec read from a FIFO (as `<(generate-spec)` gives): it has no size, and is read to its end.
  @Test func aSpecFromAFIFOIsRead() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    let fifo = scratch.path("spec.fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(Data(Self.spec.utf8))
        try? handle.close()
      }
    }
    writer.start()
    let result = try CommandRunner.run(["spec.fifo", "--format", "json"], currentDirectory: scratch.directory)
    while !writer.isFinished { usleep(1000) }
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.stdoutText.contains("\"views\""))
    #expect(fileType(fifo) == S_IFIFO)
  }

  /// A FIFO as the font, with no writer: refused at once (FreeType would wait for a writer
  /// forever), as is a device.
  @Test func aFIFOOrADeviceAsTheFontIsRefusedWithoutWaiting() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    #expect(mkfifo(scratch.path("font.ttf"), 0o600) == 0)
    for font in ["font.ttf", "/dev/zero"] {
      let result = try CommandRunner.run(["spec.json", "--font", font, "-o", "out.png"], currentDirectory: scratch.directory)
      #expect(result.exitCode == 2)
      #expect(result.standardError.contains("the font \(font) is not a regular file"), "\(result.standardError)")
    }
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out.png")))
  }

  /// A character device that never ends (`/dev/zero`, read only) is refused once past the limit.
  @Test func anEndlessDeviceAsTheSpecIsRefusedAtTheLimit() throws {
    let result = try CommandRunner.run(["/dev/zero", "--format", "json"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("/dev/zero: the spec is larger than the limit of 67108864 bytes"), "\(result.standardError)")
  }

  // MARK: Names

  /// `--check` writes its rendering to `-o` as a file, so a folder there is refused (elsewhere
  /// an existing folder as `-o` means batch mode).
  @Test func aCheckOutputThatIsAFolderIsRefused() throws {
    let scratch = try scratch()
    defer { scratch.remove() }
    try scratch.write("dir.png/inside", "x")
    let before = try scratch.snapshot()
    for output in ["dir.png", "dir.png/..", "dir.png/."] {
      let result = try CommandRunner.run(
        ["spec.json", "--check", "reference.png", "-o", output], currentDirectory: scratch.directory)
      #expect(result.exitCode == 2, "\(output)")
      #expect(result.standardError.contains("\(output): is a directory"), "\(output): \(result.standardError)")
    }
    #expect(try scratch.snapshot() == before)
  }
}
