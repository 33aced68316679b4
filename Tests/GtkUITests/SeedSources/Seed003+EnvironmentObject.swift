// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 003, copied verbatim (indentation as the seed shows it); `import GtkUI` stands where
// `import SwiftUI` would.
import GtkUI

// Seed 003, グローバルなオブジェクトとして状態管理したい場合 (@EnvironmentObject four levels deep)
enum Seed003_EnvironmentObject {
    // Added: the seed's Person, from its クラスを扱いたい場合 section.
    typealias Person = Seed003_ObservableObjectClass.Person

class MySettings: ObservableObject {
@Published var isUseFaceID = false
}
// Changed: `@main` removed — a test target cannot have an entry point; the App struct is kept.
struct SampleApp: App {
var body: some Scene {
WindowGroup {
ContentView()
// Changed: the seed marks this added line with a diff `+`, which is not Swift; the `+` is dropped.
.environmentObject(MySettings())
}
}
}
struct ContentView: View {
@StateObject var person = Person() // バケツリレーの場合
var body: some View {
ChildView(person: person)
}
}
struct ChildView: View {
var person: Person // 使わないけど渡される
var body: some View {
ChildChildView(person: person)
}
}
struct ChildChildView: View {
var person: Person // 使わないけど渡される
var body: some View {
ChildChildChildView(person: person)
}
}
struct ChildChildChildView: View {
@ObservedObject var person: Person // ここでやっと使う
@EnvironmentObject var settings: MySettings // 使うとこで呼べる
var body: some View {
VStack {
Text("Your name is \(person.name)")
Toggle("Use Face ID", isOn: $settings.isUseFaceID)
}
}
}
}
