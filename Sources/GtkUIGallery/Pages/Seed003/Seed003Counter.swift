import GtkUI

/// Seed 003, third example: `CountButton` changes the parent's `@State` through `@Binding`,
/// and `CountDisplay` shows it.
///
/// Unchanged except the import and namespace. The seed's third snippet only shows
/// `ContentView` and `CountButton`; `CountDisplay` is the one from the snippet before it.
enum Seed003Counter {
    struct ContentView: View {
        @State var count = 0
        var body: some View {
            VStack {
                CountDisplay(count: count)
                CountButton(count: $count)  // '$'をつけてバインドする
            }
        }
    }

    struct CountDisplay: View {
        var count: Int  // 渡される側
        var body: some View {
            Text("Count is \(count)")
        }
    }

    struct CountButton: View {
        @Binding var count: Int  // 変更が親に伝わる
        var body: some View {
            Button("Count up") {
                count += 1
            }
        }
    }
}
