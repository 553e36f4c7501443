extension Color {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional,
    /// letters in either case).
    ///
    /// - Throws: ``GraphicsError/invalidColor(_:reason:)`` naming the text.
    public init(hex text: String) throws {
        var digits = Substring(text.trimmingCharacters(in: " \t"))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 4, 6, 8].contains(digits.count) else {
            throw GraphicsError.invalidColor(text, reason: "expected 3, 4, 6 or 8 hex digits after '#'")
        }
        var values: [Double] = []
        let pairs = digits.count > 4
        var index = digits.startIndex
        while index < digits.endIndex {
            let end = digits.index(index, offsetBy: pairs ? 2 : 1)
            let chunk = digits[index..<end]
            guard let value = UInt8(chunk, radix: 16) else {
                throw GraphicsError.invalidColor(text, reason: "'\(chunk)' is not hexadecimal")
            }
            values.append(pairs ? Double(value) / 255 : Double(value) * 17 / 255)
            index = end
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
