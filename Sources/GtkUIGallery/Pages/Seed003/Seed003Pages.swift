import GtkUI

/// The gallery pages from seed 003, the tour of SwiftUI's property wrappers.
enum Seed003Pages {
    /// This seed's pages, in the order the seed presents them.
    static let all: [GalleryPage] = [
        GalleryPage(
            name: "counter-state", seed: .propertyWrappers, title: "@State counter",
            explanation: "A view owns its count with @State and changes it itself. Press Count up: "
                + "the label follows at once, because writing a @State property re-renders the view that owns it."
        ) { Seed003CounterState.ContentView() },
        GalleryPage(
            name: "count-display", seed: .propertyWrappers, title: "Passing state down",
            explanation: "The parent keeps @State and hands the plain value to CountDisplay. Press Count up: "
                + "the parent re-renders and gives CountDisplay the new count, so a child that only shows a value "
                + "needs no property wrapper at all."
        ) { Seed003CountDisplay.ContentView() },
        GalleryPage(
            name: "counter", seed: .propertyWrappers, title: "CountDisplay and CountButton",
            explanation: "CountButton receives $count as a @Binding and changes the parent's @State through it. "
                + "Press Count up: the change made in the child reaches the parent, which passes the new value to "
                + "CountDisplay."
        ) { Seed003Counter.ContentView() },
        GalleryPage(
            name: "struct-state", seed: .propertyWrappers, title: "A struct in @State",
            explanation: "Person is a plain struct of Strings, Ints and Bools, kept in @State and edited through a "
                + "@Binding. Type a name, press Birthday or flip Premium: any change to a field is a change to the "
                + "struct, so the row above updates."
        ) { Seed003StructState.ContentView() },
        GalleryPage(
            name: "state-object-person", seed: .propertyWrappers, title: "A class with @StateObject",
            explanation: "Person is now a class: an ObservableObject whose properties are @Published, owned with "
                + "@StateObject. Press Rename or Birthday: setting a @Published property announces the change, "
                + "so the row updates even though the reference never changes."
        ) { Seed003StateObjectPerson.ContentView() },
        GalleryPage(
            name: "person-row", seed: .propertyWrappers, title: "PersonRow: var vs @ObservedObject",
            explanation: "Both rows get the same Person from the parent's @StateObject. Press Rename or Birthday: "
                + "the @ObservedObject row updates, while the plain var row stays stale, because it is handed the "
                + "same reference as before, so it looks unchanged and its body is not evaluated again."
        ) { Seed003PersonRow.ContentView() },
        GalleryPage(
            name: "optional-person", seed: .propertyWrappers, title: "An optional Person?",
            explanation: "@State only sees the optional itself change between nil and a person. Press Create person "
                + "and Remove person: the row comes and goes. Press Rename: the parent sees nothing, but the "
                + "unwrapped person is watched by PersonRow's @ObservedObject, so the row updates."
        ) { Seed003OptionalPerson.ContentView() },
        GalleryPage(
            name: "person-list", seed: .propertyWrappers, title: "[Person] with ForEach",
            explanation: "@State sees the array change when a person is added or removed, not when a person in it "
                + "changes. Press Add person and Remove first: only that row is created or removed. Press Edit "
                + "first: the first row's PersonRow, watching its person with @ObservedObject, updates alone."
        ) { Seed003PersonList.ContentView() },
        GalleryPage(
            name: "settings", seed: .propertyWrappers, title: "MySettings four levels down",
            explanation: "The Person is passed down three views that do not use it; MySettings is placed once with "
                + ".environmentObject and read only where it is needed, four levels down. Flip Use Face ID or "
                + "press Rename: only the innermost view is evaluated again."
        ) { Seed003Settings.makeRootView() },
    ]
}
