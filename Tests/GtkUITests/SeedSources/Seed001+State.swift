// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 001 — Observation のモデルを View で保持するときの property wrapper の使い分け, copied
// verbatim (the seed's code has lost its indentation; it is kept as the seed shows it). The seed
// shows no import lines; `import GtkUI` stands where `import SwiftUI` would.
import GtkUI

// Seed 001, @State の使い所 (DonutListView, from WWDC's “Discover Observation in SwiftUI”)
enum Seed001_DonutList {
    // Added: `Donut` and `DonutView` are the seed's own, from its @Bindable section.
    typealias Donut = Seed001_Bindable.Donut
    typealias DonutView = Seed001_Bindable.DonutView

    // Added: the seed never defines `DonutList`; a minimal observable list of donuts.
    @Observable final class DonutList {
        var donuts: [Donut] = []
    }

struct DonutListView: View {
var donutList: DonutList
@State private var donutToAdd: Donut?
var body: some View {
List(donutList.donuts) { DonutView(donut: $0) }
Button("Add Donut") { donutToAdd = Donut() }
.sheet(item: $donutToAdd) {
// Changed: the seed's sheet closure ignores the presented item (Swift rejects a closure that
// ignores its argument) and `$donutToAdd.name` reaches through an Optional, which no Binding
// can; a local @Bindable of the presented donut — the seed's own `@Bindable var child = $0`
// idiom — fixes both. The two `donutToAdd = nil` below therefore say `self.`.
@Bindable var donutToAdd = $0
TextField("Name", text: $donutToAdd.name)
Button("Save") {
donutList.donuts.append(donutToAdd)
self.donutToAdd = nil // Changed: `self.`, see above
}
Button("Cancel") { self.donutToAdd = nil } // Changed: `self.`, see above
}
}
}
}
