import ArgumentParser
import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Preview
import VFLPreviewFiles
import VFLPreviewSupport

/// Several specs, or `-o` naming a folder: each spec rendered into `<folder>/<name>.<ext>`, in
/// parallel.
extension RenderCommand {
  func runBatch(fontPath: String, firstPipeline: RenderPipeline) throws {
    guard let folder = output else {
      throw ValidationError("Several specs need -o naming a folder, e.g. -o docs/images/.")
    }
    if output == "-" {
      throw ValidationError("Several specs cannot be written to standard output; use -o FOLDER/.")
    }
    if !Self.isFolder(folder) && !PathName.fileExtension(of: folder).isEmpty {
      throw ValidationError(
        "several specs are written into a folder, one file each; -o \(folder) names a file. Use a folder, e.g. -o out/.")
    }
    // The folder is created when the first output is written into it (a batch of bad specs
    // leaves nothing behind); a file in its place is refused up front.
    if let status = FileSystemName.status(of: folder), status.st_mode & S_IFMT != S_IFDIR {
      throw ExitCode(Console.fail(CommandError.cannotCreateFolder(folder)))
    }
    let format = self.format ?? .png
    let separator = folder.hasSuffix("/") ? "" : "/"
    let allJobs = specs.map { spec -> (String, String) in
      (spec, folder + separator + PathName.baseName(of: spec) + "." + format.fileExtension)
    }
    // Two specs with the same name would be written to the same file, the second silently
    // replacing the first: neither is written, and both are reported. Destinations are compared
    // as files (hard links, names the file system folds together), else as names.
    // Each destination is looked up once (two `stat`s): a thousand specs are a thousand files.
    let keys = allJobs.map { FileIdentity(path: $0.1).map { "\($0)" } ?? $0.1 }
    var byDestination: [String: [String]] = [:]
    var firstDestination: [String: String] = [:]
    for ((spec, destination), key) in zip(allJobs, keys) {
      byDestination[key, default: []].append(spec)
      if firstDestination[key] == nil { firstDestination[key] = destination }
    }
    var refused = 0
    for (destinationKey, sources) in byDestination.sorted(by: { $0.key < $1.key }) where sources.count > 1 {
      Console.report(
        CommandError.outputsCollide(sources: sources, destination: firstDestination[destinationKey] ?? destinationKey))
      refused += sources.count
    }
    let jobs = zip(allJobs, keys).filter { byDestination[$0.1]?.count == 1 }.map(\.0)
    // One worker per processor: the disk syncs happen on the batch writer's own thread. Twice as
    // many (when each worker synced its groups) took 1.10× the time of 1,000 specs on 2 processors:
    // four pictures of up to 22 MB in flight, and four glyph caches, share two processors' caches.
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, jobs.count))
    // One pipeline per worker, each with its own font: FreeType faces are not shared across
    // threads without a lock.
    var pipelines = [firstPipeline]
    for _ in 1..<workers {
      guard let font = try? Font(path: fontPath) else { break }
      pipelines.append(RenderPipeline(font: font))
    }
    let workerPipelines = pipelines
    let progress = BatchProgress(total: jobs.count)
    let outcomes = OutcomeList(count: jobs.count)
    let command = self
    // Each worker takes the next spec when it is done with one: specs differ in size by 100×,
    // and a fixed share would leave one worker idle while another renders the big ones.
    let queue = JobQueue(count: jobs.count)
    // Every output goes into this one folder: written at once, made durable and renamed into place
    // in groups, one disk sync a group instead of two a file.
    let writer = AtomicBatchWriter(directory: folder)
    // A serial queue per worker, each with its own pipeline.
    let group = DispatchGroup()
    for worker in workerPipelines.indices {
      DispatchQueue(label: "vfl-preview.batch.\(worker)").async(group: group) {
        while let index = queue.next() {
          let (spec, destination) = jobs[index]
          var single = command
          single.format = format
          outcomes.set(
            index,
            single.renderOne(
              spec, to: destination, pipeline: workerPipelines[worker], createFolders: true,
              batch: writer))
          progress.advance(spec)
        }
      }
    }
    group.wait()
    // The last group is put in place; a file that could not be fails its spec.
    let unwritten = writer.commit()
    for failure in unwritten {
      Console.report(OutputFile.WriteError.writeFailed(failure))
      if let index = jobs.firstIndex(where: { $0.1 == failure.path }) { outcomes.set(index, .failed) }
    }
    progress.finish()
    let results = outcomes.values
    let failed = results.filter { $0 == .failed }.count + refused
    let warned = results.filter { $0 == .warnings }.count
    Console.error(
      "vfl-preview: rendered \(allJobs.count - failed) of \(allJobs.count) specs into \(folder)"
        + (failed > 0 ? ", \(failed) failed" : "") + (warned > 0 ? ", \(warned) with warnings" : ""))
    if failed > 0 { throw ExitCode(.invalidInput) }
    if warned > 0 && strict { throw ExitCode(.warningsOrDifferences) }
  }
}
