import CCairoPango
import Foundation

/// A vector surface: what is drawn on its canvas is kept as paths and text,
/// not pixels, and written as a PDF or SVG document.
///
/// ```swift
/// let pdf = try VectorSurface(format: .pdf, size: Size(width: 200, height: 100))
/// draw(on: pdf.canvas)
/// try pdf.write(to: "out.pdf")
/// ```
///
/// The document is built in memory and only written once it is complete, so
/// a failure never leaves half a file.
///
/// See also: ``ImageSurface``.
public final class VectorSurface {
    public enum Format: String, Hashable, Sendable, CaseIterable {
        case pdf, svg
    }

    /// The largest page side accepted, in points.
    public static let maximumDimension = 16_384.0

    let surface: OpaquePointer
    private let sink: DocumentSink
    public let format: Format
    public let size: Size
    private var finished = false

    /// The canvas that draws into the document (one page).
    /// (It keeps the byte sink alive, since Cairo may still write to it when
    /// the last reference to the surface goes.)
    public private(set) lazy var canvas = Canvas(surface: surface, owner: sink, deviceScale: 1)

    /// A new, empty document of `size` points.
    ///
    /// - Throws: ``GraphicsError`` for a size that is not finite and positive or is too large.
    public init(format: Format, size: Size) throws {
        guard size.isDrawable else { throw GraphicsError.invalidSize(size, what: "\(format.rawValue) document") }
        guard size.width <= Self.maximumDimension, size.height <= Self.maximumDimension else {
            throw GraphicsError.sizeTooLarge(width: Int(min(size.width, 1e9)), height: Int(min(size.height, 1e9)),
                                             maximum: Int(Self.maximumDimension))
        }
        let sink = DocumentSink()
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<DocumentSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let made: OpaquePointer?
        switch format {
        case .pdf:
            made = cairo_pdf_surface_create_for_stream(write, closure, size.width, size.height)
            if let made {
                // A fixed creation date keeps the bytes identical from run to run.
                cairo_pdf_surface_set_metadata(made, CAIRO_PDF_METADATA_CREATE_DATE, "2010-06-15T00:00:00Z")
                cairo_pdf_surface_set_metadata(made, CAIRO_PDF_METADATA_CREATOR, "Bezel")
            }
        case .svg:
            made = cairo_svg_surface_create_for_stream(write, closure, size.width, size.height)
            if let made { cairo_svg_surface_set_document_unit(made, CAIRO_SVG_UNIT_PT) }
        }
        guard let made, cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
            let status = made.map { cairoStatusText(cairo_surface_status($0)) } ?? "no surface"
            if let made { cairo_surface_destroy(made) }
            throw GraphicsError.cairo(operation: "create \(format.rawValue) surface", status: status)
        }
        self.surface = made
        self.sink = sink
        self.format = format
        self.size = size
    }

    deinit {
        // Destroying an unfinished document finishes it (see `finish()`).
        FontSystem.withTextLock { cairo_surface_destroy(surface) }
    }

    /// Finishes the document and returns its bytes. Drawing after this has no effect.
    public func finish() throws -> Data {
        if !finished {
            finished = true
            // Cairo writes the fonts now, reading them through FreeType faces
            // it opens and closes: under the lock every font system shares.
            FontSystem.withTextLock { cairo_surface_finish(surface) }
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GraphicsError.cairo(operation: "finish \(format.rawValue) document", status: cairoStatusText(status))
        }
        return sink.data
    }

    /// Finishes the document and writes it to `path` (through a temporary file renamed into place).
    public func write(to path: String) throws {
        try writeFileAtomically(try finish(), to: path)
    }
}

/// Collects the bytes Cairo writes for a document.
private final class DocumentSink {
    var data = Data()
}
