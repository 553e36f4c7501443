/// Where two display lists of one place (two frames of a window) may draw
/// different pixels, found by comparing their nodes without drawing either
/// (see ``DisplayList/difference(from:)``).
public struct DisplayListDifference {
    /// Device pixels where the lists may draw differently, in the order the
    /// comparison found them: front to back of neither, but each after
    /// every region found behind it (in paint order).
    public internal(set) var regions: [PixelRegion] = []
    /// For each group of the newer list the comparison met, how many of
    /// ``regions`` lie behind it: those found before it in paint order, and
    /// its own when it differs whole. A group not met lies inside one that
    /// was passed over as kept, or added or moved whole (look its nearest
    /// met ancestor up instead).
    public internal(set) var regionsBehind: [ObjectIdentifier: Int] = [:]

    /// Whether the lists draw the same pixels everywhere.
    public var isEmpty: Bool { regions.isEmpty }

    /// ``regions`` behind `group` (nil when the comparison did not meet it).
    public func regions(behind group: DisplayGroup) -> ArraySlice<PixelRegion>? {
        regionsBehind[ObjectIdentifier(group)].map { regions[..<$0] }
    }

    mutating func add(_ box: PixelRegion?) {
        if let box { regions.append(box) }
    }

    mutating func meet(_ group: DisplayGroup) {
        regionsBehind[ObjectIdentifier(group)] = regions.count
    }
}

extension DisplayList {
    /// Where drawing this list may give other pixels than drawing `old`, a
    /// list of the same place recorded earlier (the same size, scale and
    /// starting state).
    ///
    /// The nodes are compared in order. A group kept from `old` is the same
    /// object and is passed over; two groups of one owner under one
    /// transform and clip, and two layers of one alpha, are compared node by node;
    /// a balanced group (``DisplayGroup/isBalanced``) found in one list only
    /// differs by its own box, and what follows it is compared on. At the
    /// first other difference, everything after it in both lists differs,
    /// since the state it leaves may move all of it.
    public func difference(from old: DisplayList) -> DisplayListDifference {
        var difference = DisplayListDifference()
        Self.compare(old, self, into: &difference)
        return difference
    }

    private static func compare(_ old: DisplayList, _ new: DisplayList, into difference: inout DisplayListDifference) {
        // Where each owner's group stands, looked up only when two groups do not match.
        var places: (old: [ObjectIdentifier: Int], new: [ObjectIdentifier: Int])?
        func lookUp() -> (old: [ObjectIdentifier: Int], new: [ObjectIdentifier: Int]) {
            if let places { return places }
            let found = (ownerPlaces(old), ownerPlaces(new))
            places = found
            return found
        }
        var i = 0, j = 0
        // Every node passed over is equal to its partner under the same state, or its box is added.
        while i < old.items.count, j < new.items.count {
            let oldGroup = balancedGroup(old.items[i]), newGroup = balancedGroup(new.items[j])
            if let a = oldGroup, let b = newGroup {
                if a === b {
                    difference.meet(b)
                } else if a.owner != nil, a.owner == b.owner, a.transform == b.transform, a.clip == b.clip {
                    difference.meet(b)
                    compare(a.list, b.list, into: &difference)
                } else if !isAhead(a.owner, in: lookUp().new, from: j) {
                    difference.add(old.boxes[i])   // gone from the newer list
                    i += 1
                    continue
                } else if !isAhead(b.owner, in: lookUp().old, from: i) {
                    difference.add(new.boxes[j])   // new in it
                    difference.meet(b)
                    j += 1
                    continue
                } else {
                    difference.add(old.boxes[i])   // moved, or in another order
                    difference.add(new.boxes[j])
                    difference.meet(b)
                }
            } else if oldGroup != nil {
                difference.add(old.boxes[i])       // a balanced group leaves the state as it was
                i += 1
                continue
            } else if let b = newGroup {
                difference.add(new.boxes[j])
                difference.meet(b)
                j += 1
                continue
            } else if case let (.layer(a, inner), .layer(b, newInner)) = (old.items[i], new.items[j]), a == b {
                compare(inner, newInner, into: &difference)
            } else if isGroupOrLayer(old.items[i]) || old.items[i] != new.items[j] {
                break
            }
            i += 1
            j += 1
        }
        for index in old.items.indices[i...] { difference.add(old.boxes[index]) }
        for index in new.items.indices[j...] {
            difference.add(new.boxes[index])
            meetEveryGroup(in: new.items[index], into: &difference)
        }
    }

    /// Meets every group in `item` (inside layers and groups too): each lies
    /// in front of the regions found so far, its own among them.
    private static func meetEveryGroup(in item: DisplayItem, into difference: inout DisplayListDifference) {
        switch item {
        case let .group(group):
            difference.meet(group)
            for inner in group.list.items { meetEveryGroup(in: inner, into: &difference) }
        case let .layer(_, list):
            for inner in list.items { meetEveryGroup(in: inner, into: &difference) }
        default:
            break
        }
    }

    /// The group `item` is, when it is a balanced one.
    private static func balancedGroup(_ item: DisplayItem) -> DisplayGroup? {
        if case let .group(group) = item, group.isBalanced { return group }
        return nil
    }

    /// Whether `owner` has a group at `start` or after it, by `places`.
    private static func isAhead(_ owner: ObjectIdentifier?, in places: [ObjectIdentifier: Int], from start: Int) -> Bool {
        owner.flatMap { places[$0] }.map { $0 >= start } ?? false
    }

    /// Where each owned group of `list` stands among its nodes.
    private static func ownerPlaces(_ list: DisplayList) -> [ObjectIdentifier: Int] {
        var places: [ObjectIdentifier: Int] = [:]
        for (index, item) in list.items.enumerated() {
            if case let .group(group) = item, let owner = group.owner { places[owner] = index }
        }
        return places
    }

    private static func isGroupOrLayer(_ item: DisplayItem) -> Bool {
        switch item {
        case .group, .layer: return true
        default: return false
        }
    }
}
