import GtkUI

/// Seed 003, "classes": `Person` as an `ObservableObject` with `@Published` properties,
/// owned by the view with `@StateObject`.
///
/// `Person` is unchanged. The seed's `ContentView` has no way to change the person, so its
/// `HStack` is wrapped in a `VStack` with Rename and Birthday buttons (the minimal completion
/// that lets you see the `@Published` changes arrive).
enum Seed003StateObjectPerson {
    class Person: ObservableObject {
        @Published var name = ""
        @Published var age = 0
        @Published var isPremium = false
    }

    struct ContentView: View {
        @StateObject var person = Person()
        var body: some View {
            VStack {
                HStack {
                    Text(person.name)
                    Text(person.age.description)
                    Spacer()
                    Text(person.isPremium ? "P" : "N")
                }
                // 追加: 変更を見るためのボタン
                HStack {
                    Button("Rename") { person.name = "Taro" }
                    Button("Birthday") { person.age += 1 }
                }
            }
        }
    }
}
