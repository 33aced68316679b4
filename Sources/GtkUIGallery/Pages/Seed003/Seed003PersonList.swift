import Foundation
import GtkUI

/// Seed 003, "arrays": `@State var persons: [Person]` shown with
/// `ForEach(persons, id: \.self)`, each element watched by `PersonRow` with `@ObservedObject`.
///
/// `Person` and `PersonRow` are unchanged; `import Foundation` is added for `UUID`. The seed's
/// `ContentView` starts with an empty array and has no way to change it, so a row of buttons
/// is added under the `ForEach`: Add person (appends a person named "Person N"), Remove first
/// (removes the first element) and Edit first (a birthday for the first person, which changes
/// only its row, not the array).
enum Seed003PersonList {
    class Person: ObservableObject, Hashable {
        @Published var name = ""
        @Published var age = 0
        @Published var isPremium = false
        // 以下はHashableに準拠させるため(ForEachのため)に必要
        let id = UUID()
        func hash(into hasher: inout Hasher) {}
        static func == (lhs: Person, rhs: Person) -> Bool {
            return lhs.id == rhs.id
        }
    }

    struct ContentView: View {
        @State var persons: [Person] = []
        // 追加: 新しい人の番号
        @State var nextNumber = 1
        var body: some View {
            VStack {
                ForEach(persons, id: \.self) { person in
                    // 要素を取り出す
                    PersonRow(person: person)
                }
                // 追加: 配列を変える・要素の中身を変えるボタン
                HStack {
                    Button("Add person") {
                        let person = Person()
                        person.name = "Person \(nextNumber)"
                        nextNumber += 1
                        persons.append(person)
                    }
                    Button("Remove first") {
                        if !persons.isEmpty { persons.removeFirst() }
                    }
                    Button("Edit first") {
                        persons.first?.age += 1
                    }
                }
            }
        }
    }

    struct PersonRow: View {
        @ObservedObject var person: Person  // 取り出されたものを監視する
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
