import GtkUI

/// Seed 003, "custom objects": the struct `Person` held in `@State` and edited through
/// `@Binding`.
///
/// The seed only shows the struct and says it can live in `@State` and be passed with
/// `@Binding`; `ContentView` (owning it with `@State`) and `PersonEditor` (editing it through
/// `@Binding`: a name field, a Birthday button and a premium toggle) are the minimal
/// completion of that sentence. `Person` is unchanged.
enum Seed003StructState {
    struct Person {
        var name: String
        var age: Int
        var isPremium: Bool
    }

    struct ContentView: View {
        @State var person = Person(name: "Taro", age: 20, isPremium: false)
        var body: some View {
            VStack {
                HStack {
                    Text(person.name)
                    Text(person.age.description)
                    Spacer()
                    Text(person.isPremium ? "P" : "N")
                }
                PersonEditor(person: $person)
            }
        }
    }

    struct PersonEditor: View {
        @Binding var person: Person
        var body: some View {
            VStack {
                TextField("Name", text: $person.name)
                Button("Birthday") {
                    person.age += 1
                }
                Toggle("Premium", isOn: $person.isPremium)
            }
        }
    }
}
