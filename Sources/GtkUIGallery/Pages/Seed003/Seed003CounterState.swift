import GtkUI

/// Seed 003, first example: `@State var count` read and changed by the view that owns it.
///
/// Ported unchanged except the import and namespace.
enum Seed003CounterState {
    struct ContentView: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("Count is \(count)")
                Button("Count up") {
                    count += 1
                }
            }
        }
    }
}
