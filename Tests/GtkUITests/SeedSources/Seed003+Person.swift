// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 003, copied verbatim (indentation as the seed shows it); `import GtkUI` stands where
// `import SwiftUI` would.
import GtkUI

// Seed 003, クラスを扱いたい場合 (Person: ObservableObject held by @StateObject)
enum Seed003_ObservableObjectClass {
class Person: ObservableObject {
@Published var name = ""
@Published var age = 0
@Published var isPremium = false
}
struct ContentView: View {
@StateObject var person = Person()
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

// Seed 003, クラスを扱いたい場合: PersonRow watching the object it is passed (“これでOK”)
enum Seed003_PersonRow {
    // Added: the seed's Person, from the section above.
    typealias Person = Seed003_ObservableObjectClass.Person

struct ContentView: View {
@StateObject var person = Person()
var body: some View {
PersonRow(person: person)
}
}
struct PersonRow: View {
// Changed: the seed lists the wrong declaration and the right one one above the other, which is
// a redeclaration; this namespace keeps the right one (the wrong one is in
// Seed003_PersonRowWithoutObservedObject below).
// var person: Person // これはダメ
@ObservedObject var person: Person // これでOK
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

// Seed 003, クラスを扱いたい場合: the same PersonRow with the plain property (“これはダメ”)
enum Seed003_PersonRowWithoutObservedObject {
    // Added: the seed's Person, from the section above.
    typealias Person = Seed003_ObservableObjectClass.Person

struct ContentView: View {
@StateObject var person = Person()
var body: some View {
PersonRow(person: person)
}
}
struct PersonRow: View {
var person: Person // これはダメ
// Changed: the other of the seed's two alternative declarations, see Seed003_PersonRow above.
// @ObservedObject var person: Person // これでOK
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

// Seed 003, オプショナル型を扱いたい場合 (Person? in @State)
enum Seed003_OptionalPerson {
    // Added: the seed's Person, from the section above.
    typealias Person = Seed003_ObservableObjectClass.Person

struct ContentView: View {
@State var person: Person?
var body: some View {
if let person { // アンラップする
PersonRow(person: person)
}
}
}
struct PersonRow: View {
@ObservedObject var person: Person // アンラップされたものを監視する
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

// Seed 003, 配列を扱いたい場合 ([Person] with ForEach)
enum Seed003_PersonArray {
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
var body: some View {
VStack {
ForEach(persons, id: \.self) { person in
// 要素を取り出す
PersonRow(person: person)
}
}
}
}
struct PersonRow: View {
@ObservedObject var person: Person // 取り出されたものを監視する
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
