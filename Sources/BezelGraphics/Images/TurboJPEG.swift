import CTurboJPEG

/// Owns one TurboJPEG instance (`tjhandle`) and destroys it when released.
///
/// A handle keeps per-call error state, so each encode or decode makes its
/// own and uses it from one thread.
final class TurboJPEGHandle {
    let handle: tjhandle

    /// A decompressor.
    static func decompressor() throws -> TurboJPEGHandle {
        guard let handle = tjInitDecompress() else {
            throw GraphicsError.invalidImageData(format: "JPEG", reason: "cannot start the decoder (\(globalError()))")
        }
        return TurboJPEGHandle(handle)
    }

    /// A compressor.
    static func compressor() throws -> TurboJPEGHandle {
        guard let handle = tjInitCompress() else {
            throw GraphicsError.cairo(operation: "tjInitCompress", status: globalError())
        }
        return TurboJPEGHandle(handle)
    }

    private init(_ handle: tjhandle) {
        self.handle = handle
    }

    deinit {
        tjDestroy(handle)
    }

    /// TurboJPEG's description of the last error on this handle.
    var lastError: String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return String(cString: text)
    }

    /// Whether the last error was only a warning (such as "premature end of
    /// JPEG file", which libjpeg reports after filling the rest with grey).
    var lastErrorIsWarning: Bool {
        tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue)
    }

    /// The error of a failed `tjInit…`, which has no handle to ask.
    private static func globalError() -> String {
        guard let text = tjGetErrorStr2(nil) else { return "unknown error" }
        return String(cString: text)
    }
}

/// The TurboJPEG pixel formats whose memory layout matches Cairo's
/// native-endian 32-bit words.
enum TurboJPEGLayout {
    #if _endian(little)
    /// Cairo ARGB32 in memory (B, G, R, A bytes); alpha comes out as 255, which
    /// is also correct premultiplied data.
    static let argb32 = Int32(TJPF_BGRA.rawValue)
    /// Cairo RGB24 in memory (B, G, R, unused bytes).
    static let rgb24 = Int32(TJPF_BGRX.rawValue)
    #else
    static let argb32 = Int32(TJPF_ARGB.rawValue)
    static let rgb24 = Int32(TJPF_XRGB.rawValue)
    #endif
}
