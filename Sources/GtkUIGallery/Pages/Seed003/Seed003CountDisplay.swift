import GtkUI

/// Seed 003, second example: the parent's `@State` handed to `CountDisplay` as a plain
/// argument.
///
/// Ported unchanged except the import and namespace.
enum Seed003CountDisplay {
    struct ContentView: View {
        @State var count = 0
        var body: some View {
            VStack {
                CountDisplay(count: count)  // 渡す側
                Button("Count up") {
                    count += 1
                }
            }
        }
    }

    struct CountDisplay: View {
        var count: Int  // 渡される側
        var body: some View {
            Text("Count is \(count)")
        }
    }
}
