// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 001, copied verbatim (indentation as the seed shows it); `import GtkUI` stands where
// `import SwiftUI` would.
import GtkUI

// Seed 001, @Bindable の使い所 (Donut, DonutView)
enum Seed001_Bindable {
// Changed: `: Identifiable` added — the seed's DonutListView lists donuts with
// `List(donutList.donuts)`, which needs identifiable elements.
@Observable class Donut: Identifiable {
// Changed: `= ""` added — without an initial value the class has no initializer, and the seed's
// DonutListView creates donuts with `Donut()`.
var name: String = ""
}
struct DonutView: View {
@Bindable var donut: Donut
var body: some View {
TextField("Name", text: $donut.name)
}
}
}

// Seed 001, @Binding と @Bindable てどう違う? > プロパティ定義以外でも使えるかどうか (BindSampleView)
enum Seed001_BindSample {
@Observable
final class SampleStore {
var children: [SampleChildStore] = [
.init(),
.init()
]
}
@Observable
final class SampleChildStore: Identifiable {
var id: ObjectIdentifier { ObjectIdentifier(self) }
var value: String = ""
}
struct BindSampleView: View {
@Bindable var store: SampleStore
var body: some View {
VStack {
ForEach(store.children) {
@Bindable var child = $0 // コンピューテッドプロパティのスコープでも使用可能
TextField("child value", text: $child.value)
}
}
.padding()
}
}
}
