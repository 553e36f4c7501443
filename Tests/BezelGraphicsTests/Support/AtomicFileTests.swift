import BezelSafeFiles
import Foundation
import Testing
@testable import BezelGraphics

@Suite struct AtomicFileTests {
    @Test func temporaryFilesNameTheirWriterAndLinksAreReplacedNotFollowed() throws {
        let folder = NSTemporaryDirectory() + "bezel-atomic-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = try TemporaryFile(beside: folder + "/a.png")
        let name = (file.temporaryPath as NSString).lastPathComponent
        #expect(name.hasPrefix(".a.png.tmp-\(getpid())-") && TemporaryName.writer(of: name) == getpid())
        file.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)

        try Data("sentinel".utf8).write(to: URL(fileURLWithPath: folder + "/target"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/target")
        try writeFileAtomically(Data("new".utf8), to: folder + "/link.png")
        #expect(FileManager.default.contents(atPath: folder + "/target") == Data("sentinel".utf8))
        #expect(FileManager.default.contents(atPath: folder + "/link.png") == Data("new".utf8))
    }
}
