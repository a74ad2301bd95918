import Foundation
import TestSupport
import Testing

/// `--device`, `--orientation` and `--devices` on the command line.
@Suite struct DeviceOptionTests {
  static let sample = PackagePaths.samples.appendingPathComponent("device-iphone-se.json").path

  @Test func aDeviceSetsTheFramesOfTheScreen() throws {
    let result = try CommandRunner.run([Self.sample, "--device", "iPad (10th generation)", "--format", "json"])
    #expect(result.exitCode == 0, "\(result.standardError)")
    #expect(result.stdoutText.contains("\"width\": 820"))
  }

  @Test func anUnknownDeviceIsAUsageErrorWithTheList() throws {
    let result = try CommandRunner.run([Self.sample, "--device", "iPhone 16", "-o", "-"])
    #expect(result.exitCode == 64)
    #expect(result.standardError.contains("did you mean 'iPhone 15'?"))
  }

  @Test func aContactSheetIsOnePictureAndFramesNeedOneScreen() throws {
    let sheet = try CommandRunner.run([
      Self.sample, "--devices", "iPhone SE (3rd generation),iPad (10th generation)", "--scale", "1", "-o", "-",
    ])
    #expect(sheet.exitCode == 0, "\(sheet.standardError)")
    #expect(sheet.standardOutput.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let frames = try CommandRunner.run([Self.sample, "--devices", "iPhone 15,iPhone SE (3rd generation)", "--format", "json"])
    #expect(frames.exitCode == 64)
    let both = try CommandRunner.run([Self.sample, "--device", "iPhone 15", "--devices", "iPhone 15", "-o", "-"])
    #expect(both.exitCode == 64)
  }
}
