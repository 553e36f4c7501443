import Bezel
import BezelGraphics

/// Trees for the layout benchmarks: a vertical stack of rows, each row a
/// horizontal stack of fixed-size leaves around a spacer, with padding; about
/// `count` views in all.
enum LayoutTrees {
    static func make(viewCount count: Int) -> View {
        let perRow = 8   // 6 leaves + spacer + the row's own stack and padding
        let rows = max(1, count / (perRow + 2))
        return VStack(spacing: 2, alignment: .fill) {
            for row in 0..<rows {
                HStack(spacing: 4, alignment: .center) {
                    for leaf in 0..<6 {
                        View(frame: Rect(x: 0, y: 0, width: Double(10 + (row + leaf) % 7), height: 12))
                    }
                    Spacer()
                    View(frame: Rect(x: 0, y: 0, width: 20, height: 12))
                }.padding(2)
            }
        }
    }

    /// The deepest first view: a leaf of the first row.
    static func firstLeaf(of view: View) -> View {
        view.subviews.first.map(firstLeaf) ?? view
    }

    /// How many views a tree holds.
    static func countViews(_ view: View) -> Int {
        1 + view.subviews.map(countViews).reduce(0, +)
    }
}
