import GtkUI

/// Seed 003, "optionals": `@State var person: Person?` unwrapped with `if let`, the
/// unwrapped person watched by `PersonRow` with `@ObservedObject`.
///
/// `ContentView`'s `if let` and `PersonRow` are unchanged. The seed's `ContentView` starts
/// with `nil` and has no way to change it, so its body is wrapped in a `VStack` with three
/// buttons: Create person (sets the optional), Remove person (sets it back to `nil`) and
/// Rename (changes the person inside, which only `PersonRow` sees).
enum Seed003OptionalPerson {
    class Person: ObservableObject {
        @Published var name = ""
        @Published var age = 0
        @Published var isPremium = false
    }

    struct ContentView: View {
        @State var person: Person?
        var body: some View {
            VStack {
                if let person {  // アンラップする
                    PersonRow(person: person)
                }
                // 追加: Optionalを変える・中身を変えるボタン
                HStack {
                    Button("Create person") {
                        let created = Person()
                        created.name = "Taro"
                        person = created
                    }
                    Button("Remove person") { person = nil }
                    Button("Rename") { person?.name = person?.name == "Taro" ? "Hanako" : "Taro" }
                }
            }
        }
    }

    struct PersonRow: View {
        @ObservedObject var person: Person  // アンラップされたものを監視する
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
