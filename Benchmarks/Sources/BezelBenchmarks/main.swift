import Benchmark
import Foundation
import Bezel
import BezelGallery
import BezelGraphics

// Each iteration does all 8 looks; divide by 8 for the per-image figure that
// the peers print (run.sh does).
let looks: BezelButtonLooks
do {
    looks = try BezelButtonLooks()
} catch {
    print("cannot set up the benchmark: \(error)")
    exit(1)
}

// `BezelBenchmarks --write-looks DIR` writes the 8 looks under the peers'
// file names (recessed-pushed-enabled.png ...) for ../shared/peers/tools/compare.py.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--write-looks" {
    let dir = CommandLine.arguments[2]
    do {
        for (button, name) in zip(looks.buttons, BezelButtonLooks.peerNames) {
            try button.renderImage(scale: 2, background: .white).writePNG(to: "\(dir)/\(name).png")
        }
        exit(0)
    } catch {
        print("cannot write the looks: \(error)")
        exit(1)
    }
}

var sink = 0

benchmark("bezel-button 8 looks render+png") {
    sink &+= try looks.renderAndEncodeAll()
}

// The same with the shadow-mask cache emptied before each batch of 8: the
// two masks the looks need (the raised shape, the recessed ring) are blurred
// anew every iteration, as on a first render.
benchmark("bezel-button 8 looks render+png uncached") {
    Canvas.purgeShadowCache()
    sink &+= try looks.renderAndEncodeAll()
}

benchmark("bezel-button 8 looks render") {
    sink &+= try looks.renderAll()
}

// Laying out a whole tree from scratch (every node dirty), at two sizes, to
// show how the time grows: it should be about linear in the number of views.
for count in [1_000, 10_000] {
    benchmark("layout \(count) views") { state in
        let tree = LayoutTrees.make(viewCount: count)   // built fresh, every node dirty
        var height = 0.0
        try state.measure {
            height = (try? tree.layout(Constraints(maxWidth: 400)).height) ?? -1
        }
        sink &+= Int(height)
    }
}

// Laying out again after one leaf changed (issue 27): only the path from it
// to the root is measured again, and the depth check reads a kept height
// instead of walking the tree, so the time follows what the change reaches
// (its row, and the stack's cached rows), not the tree's size.
// (Each tree is built and laid out once, outside the timing, and changed
// again every iteration: a fresh tree of 10,000 views an iteration would make
// the set-up take minutes.)
for count in [1_000, 10_000] {
    let tree = LayoutTrees.make(viewCount: count)
    _ = try? tree.layout(Constraints(maxWidth: 400))
    let leaf = LayoutTrees.firstLeaf(of: tree)
    benchmark("relayout \(count) views after one change") {
        leaf.setNeedsLayout()
        sink &+= Int((try? tree.layout(Constraints(maxWidth: 400)).height) ?? -1)
    }
}

// The same in a list of rows of one height, after one label's text changed
// (issue 27): each row is a relayout boundary, so only the changed row is
// measured and placed again, whatever the list's length.
for count in [1_000, 10_000] {
    let (tree, labels) = LayoutTrees.list(viewCount: count)
    _ = try? tree.layout(Constraints(maxWidth: 400))
    var flip = false
    benchmark("relayout list of \(count) views after one label changed") {
        flip.toggle()
        labels[labels.count / 2].text = flip ? "A longer text now" : "Short"
        sink &+= Int((try? tree.layout(Constraints(maxWidth: 400)).height) ?? -1)
    }
}

// The gallery `bezel preview` renders: declare, lay out and render every
// control in every state at 2x (no PNG encoding), and PNG-encode it too.
benchmark("gallery layout+render 2x") {
    let gallery = try ControlGallery.make()
    sink &+= try gallery.renderImage(scale: 2).pixelWidth
}

benchmark("gallery layout+render+png 2x") {
    let gallery = try ControlGallery.make()
    sink &+= try gallery.renderImage(scale: 2).pngData().count
}

// 100,000 touch events through hit testing and tracking on a window of
// about 1,000 views (began, 8 moves, ended or cancelled, at seeded points).
let touchReplay: TouchReplay
do {
    touchReplay = try TouchReplay(eventCount: 100_000)
} catch {
    print("cannot set up the touch benchmark: \(error)")
    exit(1)
}

benchmark("touch 100000 events") {
    sink &+= touchReplay.run()
}

// The snapshot job on 1,000 bezel-button states: render, verify, record.
let snapshotBenchmarks: SnapshotBenchmarks
do {
    snapshotBenchmarks = try SnapshotBenchmarks()
} catch {
    print("cannot set up the snapshot benchmarks: \(error)")
    exit(1)
}
snapshotBenchmarks.register { sink &+= $0 }
if CommandLine.arguments.contains("--reference-bytes") {
    print("reference bytes: \(snapshotBenchmarks.referenceBytes)")
    exit(0)
}
// `--encoder-sizes`: total bytes of the 1,000 states from Cairo's PNG writer
// and from Bezel's, and from each of Bezel's filter and level settings, with
// each setting's encode time (one pass; the timed figures are the benchmarks').
if CommandLine.arguments.contains("--encoder-sizes") {
    do {
        let images = try snapshotBenchmarks.images()
        func measure(_ name: String, _ encode: (Image) throws -> Data) throws {
            let start = DispatchTime.now().uptimeNanoseconds
            let bytes = try images.reduce(0) { $0 + (try encode($1).count) }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            print("\(name): \(bytes) bytes, \(String(format: "%.1f", ms)) ms")
        }
        try measure("cairo (libpng, zlib)") { try $0.pngDataUsingCairo() }
        try measure("bezel standard") { try $0.pngData() }
        // One large image with text, photos and blur: the control gallery at 2x.
        let gallery = try ControlGallery.make().renderImage(scale: 2)
        for (name, encode) in [("cairo", { try gallery.pngDataUsingCairo() }), ("bezel", { try gallery.pngData() })]
            as [(String, () throws -> Data)] {
            print("gallery 2x, \(name): \(try encode().count) bytes")
        }
        if CommandLine.arguments.contains("--all-settings") {
            let filters: [(String, PNGEncoder.FilterChoice)] = [("adaptive", .adaptive)]
                + PNGEncoder.Filter.allCases.map { ("\($0)", .fixed($0)) }
            for level: Int32 in [1, 3, 6, 7, 8, 9, 12] {
                for (name, filter) in filters {
                    let encoder = PNGEncoder(level: level, filterChoice: filter)
                    try measure("bezel level \(level) filter \(name)") { try encoder.encode($0) }
                }
            }
        }
        exit(0)
    } catch {
        print("cannot measure the encoders: \(error)")
        exit(1)
    }
}

Benchmark.main()
if sink == 42 { print("") }
