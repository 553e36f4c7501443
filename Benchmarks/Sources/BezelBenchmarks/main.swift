import Benchmark
import Foundation
import Bezel
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

var sink = 0

benchmark("bezel-button 8 looks render+png") {
    sink &+= try looks.renderAndEncodeAll()
}

benchmark("bezel-button 8 looks render") {
    sink &+= try looks.renderAll()
}

Benchmark.main()
if sink == 42 { print("") }
