@testable import BezelSafeFiles
import Foundation
import Testing

@Suite struct FileErrorReasonTests {
    @Test func foundationFileErrorsAreWords() {
        let readOnly = CocoaError(.fileWriteVolumeReadOnly, userInfo: [NSFilePathErrorKey: "/ro/out"])
        #expect(FileErrorReason.describe(readOnly) == "the file system is read-only")
        #expect(FileErrorReason.path(of: readOnly) == "/ro/out")
        #expect(FileErrorReason.isFileError(readOnly))
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))
        #expect(FileErrorReason.describe(posix) == String(cString: strerror(EROFS)))
        #expect(!FileErrorReason.describe(readOnly).contains("Domain"))
    }
}
