import GtkUI

/// Seed 003, "global objects": `MySettings` placed with `.environmentObject` at the top and
/// read four levels down by `ChildChildChildView` with `@EnvironmentObject`, next to a
/// `Person` handed down the "bucket relay" of plain `var`s.
///
/// The views and `MySettings` are unchanged. The seed's `SampleApp` (`@main`, a
/// `WindowGroup` with `ContentView().environmentObject(MySettings())`; the seed marks that
/// line with a diff `+`) becomes `makeRootView(settings:)`, since the gallery is the app.
/// `Person` is the seed's `ObservableObject`; the seed never changes the person, so
/// `ContentView` gets a Rename button under `ChildView` (wrapped in a `VStack`).
enum Seed003Settings {
    class Person: ObservableObject {
        @Published var name = ""
        @Published var age = 0
        @Published var isPremium = false
    }

    class MySettings: ObservableObject {
        @Published var isUseFaceID = false
    }

    struct ContentView: View {
        @StateObject var person = Person()  // バケツリレーの場合
        var body: some View {
            VStack {
                ChildView(person: person)
                // 追加: 名前を変えるボタン
                Button("Rename") { person.name = person.name == "Taro" ? "Hanako" : "Taro" }
            }
        }
    }

    struct ChildView: View {
        var person: Person  // 使わないけど渡される
        var body: some View {
            ChildChildView(person: person)
        }
    }

    struct ChildChildView: View {
        var person: Person  // 使わないけど渡される
        var body: some View {
            ChildChildChildView(person: person)
        }
    }

    struct ChildChildChildView: View {
        @ObservedObject var person: Person  // ここでやっと使う
        @EnvironmentObject var settings: MySettings  // 使うとこで呼べる
        var body: some View {
            VStack {
                Text("Your name is \(person.name)")
                Toggle("Use Face ID", isOn: $settings.isUseFaceID)
            }
        }
    }

    /// What the seed's `SampleApp` does: `ContentView().environmentObject(MySettings())`.
    @MainActor
    static func makeRootView(settings: MySettings = MySettings()) -> some View {
        ContentView()
            .environmentObject(settings)
    }
}
