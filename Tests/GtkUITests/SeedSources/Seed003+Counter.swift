// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 003 — [SwiftUI] 状態管理でよく使われるアノテーション, copied verbatim (the seed's code has
// lost its indentation; it is kept as the seed shows it). The seed shows no import lines;
// `import GtkUI` stands where `import SwiftUI` would.
import GtkUI

// Seed 003, Viewに状態を持たせたい (@State)
enum Seed003_State {
struct ContentView: View {
@State var count = 0
var body: some View {
VStack {
Text("Count is \(count)")
Button("Count up") {
count += 1
}
}
}
}
}

// Seed 003, 子Viewに状態を渡したい (CountDisplay)
enum Seed003_PassToChild {
struct ContentView: View {
@State var count = 0
var body: some View {
VStack {
CountDisplay(count: count) // 渡す側
Button("Count up") {
count += 1
}
}
}
}
struct CountDisplay: View {
var count: Int // 渡される側
var body: some View {
Text("Count is \(count)")
}
}
}

// Seed 003, 親Viewに状態の変更を伝えたい (@Binding, CountButton)
enum Seed003_Binding {
    // Added: the seed's CountDisplay, from the section above.
    typealias CountDisplay = Seed003_PassToChild.CountDisplay

struct ContentView: View {
@State var count = 0
var body: some View {
VStack {
CountDisplay(count: count)
CountButton(count: $count) // '$'をつけてバインドする
}
}
}
struct CountButton: View {
@Binding var count: Int // 変更が親に伝わる
var body: some View {
Button("Count up") {
count += 1
}
}
}
}

// Seed 003, カスタムオブジェクトを扱いたい場合 (a struct model)
enum Seed003_StructModel {
struct Person {
var name: String
var age: Int
var isPremium: Bool
}
}
