/// "Did you mean": the candidate closest to `word` by edit distance, when
/// it is close enough to be a likely typo (at most a third of the word's
/// length, and at most 3 edits).
func closestMatch(to word: String, in candidates: [String]) -> String? {
    let limit = min(3, max(1, word.count / 3))
    var best: (String, Int)?
    for candidate in candidates {
        let distance = editDistance(word.lowercased(), candidate.lowercased())
        if distance <= limit, distance < (best?.1 ?? .max) { best = (candidate, distance) }
    }
    return best?.0
}

/// Levenshtein distance between two strings, in characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
