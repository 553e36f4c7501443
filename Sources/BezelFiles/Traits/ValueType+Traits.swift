import Bezel
import BezelGraphics

extension ValueType where Value == ContentSizeCategory {
    /// A text size: `XS` … `XXXL`, `AX1` … `AX5` (or UIKit's or SwiftUI's name).
    static func textSize(_ what: String) -> ValueType {
        ValueType(read: { node, _ in try TraitWords.textSize(node, what) },
                  schema: { TraitWords.textSizeSchema($0) }, text: { $0.name })
    }
}
