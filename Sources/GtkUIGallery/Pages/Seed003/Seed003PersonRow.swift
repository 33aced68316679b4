import GtkUI

/// Seed 003, "passing a class to a child": `PersonRow` with a plain `var person` (stays
/// stale) next to `PersonRow` with `@ObservedObject var person` (updates).
///
/// The seed writes both declarations in one `PersonRow` ("これはダメ" / "これでOK"), which is
/// not valid Swift; the plain-`var` version is split out as `PlainPersonRow` so both can be
/// shown side by side. `ContentView` shows the two rows, each after a caption saying which it
/// is, and adds Rename / Birthday / Premium buttons (the seed has no way to change the
/// person). `Person` is the seed's `ObservableObject`, unchanged.
enum Seed003PersonRow {
    class Person: ObservableObject {
        @Published var name = ""
        @Published var age = 0
        @Published var isPremium = false
    }

    struct ContentView: View {
        @StateObject var person = Person()
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text(verbatim: "var person:")
                    PlainPersonRow(person: person)
                }
                HStack {
                    Text(verbatim: "@ObservedObject var person:")
                    PersonRow(person: person)
                }
                // 追加: 変更を見るためのボタン
                HStack {
                    Button("Rename") { person.name = person.name == "Taro" ? "Hanako" : "Taro" }
                    Button("Birthday") { person.age += 1 }
                    Button("Premium") { person.isPremium.toggle() }
                }
            }
        }
    }

    struct PlainPersonRow: View {
        var person: Person  // これはダメ
        var body: some View {
            HStack {
                Text(person.name)
                Text(person.age.description)
                Spacer()
                Text(person.isPremium ? "P" : "N")
            }
        }
    }

    struct PersonRow: View {
        @ObservedObject var person: Person  // これでOK
        var body: some View {
            HStack {
                Text(person.name)
                Text(person.age.description)
                Spacer()
                Text(person.isPremium ? "P" : "N")
            }
        }
    }
}
