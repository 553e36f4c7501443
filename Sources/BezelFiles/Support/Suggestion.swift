/// "Did you mean": the candidate closest to `word` by edit distance, when
/// it is close enough to be a likely typo (at most a third of the word's
/// length, and at most 3 edits); else the only candidate that `word` (three
/// letters or more) begins, as `image` begins `imageView`.
package func closestMatch(to word: String, in candidates: [String]) -> String? {
    let limit = min(3, max(1, word.count / 3))
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(word.lowercased(), candidate.lowercased())
        if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
    }
    if let best { return best.0 }
    guard word.count >= 3 else { return nil }
    let extended = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }
    return extended.count == 1 ? extended[0] : nil
}

/// The edit distance between two strings, in characters: insertions,
/// deletions, substitutions and swaps of two neighbours (the optimal
/// string alignment distance), so a typo like `wiat` is one edit from `wait`.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
