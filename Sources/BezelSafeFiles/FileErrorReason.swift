import Foundation

/// A Foundation or POSIX file error as a short reason in words ("Read-only
/// file system", "permission denied"), and the path it names, for messages
/// that are sentences: never `Error Domain=NSCocoaErrorDomain Code=642 …`.
///
/// ```swift
/// do { try data.write(to: url) } catch {
///     print("\(FileErrorReason.path(of: error) ?? url.path): cannot write: \(FileErrorReason.describe(error))")
/// }
/// ```
public enum FileErrorReason {
    /// The reason of `error`, in words.
    public static func describe(_ error: Error) -> String {
        if let error = error as? SafeFileError { return error.reason }
        let ns = error as NSError
        if ns.domain == NSPOSIXErrorDomain { return ContainedFolder.describe(Int32(ns.code)) }
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return ContainedFolder.describe(Int32(underlying.code))
        }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file or folder"
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on the device"
            case NSFileWriteVolumeReadOnlyError: return "the file system is read-only"
            case NSFileWriteFileExistsError: return "something is already there"
            case NSFileWriteInvalidFileNameError, NSFileReadInvalidFileNameError: return "the name is not valid"
            default: return "the file system refused (error \(ns.code))"
            }
        }
        return ns.localizedDescription
    }

    /// The path a Foundation file error names, when it names one.
    public static func path(of error: Error) -> String? {
        let ns = error as NSError
        if let path = ns.userInfo[NSFilePathErrorKey] as? String { return path }
        return (ns.userInfo[NSURLErrorKey] as? URL)?.path
    }

    /// True for an error of the file system (Cocoa's file errors, POSIX errors).
    public static func isFileError(_ error: Error) -> Bool {
        let ns = error as NSError
        return ns.domain == NSPOSIXErrorDomain || (ns.domain == NSCocoaErrorDomain && (ns.code < 1024 || ns.code == 3328))
    }
}
