import Foundation

/// A trace line's time, `String(format: "%7.3f", seconds)`, written without
/// Foundation's formatter (which cost about a microsecond a line): the
/// seconds rounded to thousandths as `printf` rounds them (to the nearest,
/// a tie to even, from the exact value of the `Double`), right-aligned in
/// seven columns. A time this does not handle exactly (negative, not
/// finite, a billion seconds or more) goes to the formatter.
enum TraceTimeText {
    /// `seconds` as `%7.3f` writes it: `  1.500`.
    static func text(_ seconds: Double) -> String {
        guard let thousandths = roundedThousandths(seconds) else { return String(format: "%7.3f", seconds) }
        let fraction = thousandths % 1000
        let text = String(thousandths / 1000) + (fraction < 10 ? ".00" : fraction < 100 ? ".0" : ".") + String(fraction)
        let width = text.utf8.count
        return width < 7 ? String(repeating: " ", count: 7 - width) + text : text
    }

    /// `seconds` × 1000 rounded to a whole number as `printf` rounds it, for
    /// 0 ≤ `seconds` < 10⁹ (not -0: `printf` writes its sign); nil otherwise.
    static func roundedThousandths(_ seconds: Double) -> Int? {
        guard seconds.sign == .plus, seconds < 1e9 else { return nil }   // NaN fails the comparison
        let product = seconds * 1000
        // The rounding error of the product, exactly: seconds × 1000 = product + error.
        let error = (-product).addingProduct(seconds, 1000)
        let whole = product.rounded(.down)
        // The exact fraction less one half, with its sign: `product - whole`
        // and, when the fraction is 1/4 or more, `- 0.5` are exact, and a
        // sum rounds to zero only when it is exactly zero.
        let aboveHalf = (product - whole - 0.5) + error
        let rounded = aboveHalf > 0 || (aboveHalf == 0 && whole.truncatingRemainder(dividingBy: 2) == 1) ? whole + 1 : whole
        return Int(rounded)
    }
}
