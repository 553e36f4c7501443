extension Double {
    /// The number as tree dumps, traces, captions and files show it: no
    /// trailing `.0` for whole numbers (`4`, `-2`), otherwise Swift's
    /// shortest text that reads back the same (`0.35`); with `decimals`,
    /// rounded to that many decimal places first (`0.333`).
    public func compactText(decimals: Int? = nil) -> String {
        var value = self
        if let decimals, value.isFinite {
            var factor = 1.0
            for _ in 0..<max(decimals, 0) { factor *= 10 }
            value = (value * factor).rounded() / factor
        }
        return value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension Double {
    /// A scale as file names and messages show it: `1`, `2`, `1.5`, `0.75`.
    /// The one spelling of a scale: snapshot names (`@2x`), preview files and `bezel render`'s default output.
    public var formattedAsScale: String { compactText() }
}
