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

    /// A list as apps build one: about `count` views in rows of one height
    /// (`.frame(height:)` over a full-width row), each row a label, three
    /// fixed-size leaves and a spacer. Returns the tree and the labels.
    static func list(viewCount count: Int) -> (View, [Label]) {
        let perRow = 8   // label, 3 leaves, spacer, the row's stack, padding, frame
        var labels: [Label] = []
        let tree = VStack(spacing: 2, alignment: .fill) {
            for row in 0..<max(1, count / perRow) {
                let label = Label("Row \(row)")
                let _ = labels.append(label)
                HStack(spacing: 4, alignment: .center) {
                    label
                    Spacer()
                    for leaf in 0..<3 { View(frame: Rect(x: 0, y: 0, width: Double(10 + (row + leaf) % 7), height: 12)) }
                }.padding(2).frame(width: 400, height: 24)
            }
        }
        return (tree, labels)
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
