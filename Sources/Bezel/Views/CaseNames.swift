import BezelGraphics

/// The name of each case of an enum, as `"\(value)"` prints it, made once.
///
/// Interpolating a case of an enum that has no `description` of its own
/// goes through the runtime's reflection on every call, which costs
/// microseconds; ``View/properties`` are read for every view with an
/// identifier at every step of a replay, so the views name their enums'
/// cases from these tables instead. The names are made by the same
/// interpolation, so they are the same text.
struct CaseNames<Value: CaseIterable & Hashable & Sendable>: Sendable {
    private let names: [Value: String]

    init() {
        var names: [Value: String] = [:]
        for value in Value.allCases { names[value] = "\(value)" }
        self.names = names
    }

    /// `"\(value)"`.
    subscript(_ value: Value) -> String { names[value] ?? "\(value)" }
}

extension TextStyle.Alignment {
    /// The case's name (`center`), as `"\(self)"` prints it.
    var caseName: String { Self.caseNames[self] }
    private static let caseNames = CaseNames<Self>()
}

extension TextStyle.Wrapping {
    /// The case's name (`character`), as `"\(self)"` prints it.
    var caseName: String { Self.caseNames[self] }
    private static let caseNames = CaseNames<Self>()
}

extension TextStyle.Ellipsis {
    /// The case's name (`end`), as `"\(self)"` prints it.
    var caseName: String { Self.caseNames[self] }
    private static let caseNames = CaseNames<Self>()
}

extension ContentMode {
    /// The case's name (`aspectFit`), as `"\(self)"` prints it.
    var caseName: String { Self.caseNames[self] }
    private static let caseNames = CaseNames<Self>()
}
