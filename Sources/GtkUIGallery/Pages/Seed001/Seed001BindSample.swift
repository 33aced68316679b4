import GtkUI

/// Seed 001's `@Bindable` in a local scope: inside `ForEach`, `@Bindable var child = $0`
/// makes a binding for each row's `TextField`.
///
/// The seed's code is unchanged except the import and the namespace. Completed:
/// `BindSamplePage` owns the `SampleStore` with `@State` and shows the children's values
/// below the fields, so each field can be seen writing its own child.
enum Seed001BindSample {
    @Observable
    final class SampleStore {
        var children: [SampleChildStore] = [
            .init(),
            .init(),
        ]
    }

    @Observable
    final class SampleChildStore: Identifiable {
        var id: ObjectIdentifier { ObjectIdentifier(self) }
        var value: String = ""
    }

    struct BindSampleView: View {
        @Bindable var store: SampleStore

        var body: some View {
            VStack {
                ForEach(store.children) {
                    @Bindable var child = $0  // コンピューテッドプロパティのスコープでも使用可能
                    TextField("child value", text: $child.value)
                }
            }
            .padding()
        }
    }

    /// Owns the store and shows what each child holds.
    struct BindSamplePage: View {
        @State private var store = SampleStore()

        var body: some View {
            VStack {
                BindSampleView(store: store)
                Text("Values: " + store.children.map { "“\($0.value)”" }.joined(separator: ", "))
            }
        }
    }

    static let page = GalleryPage(
        name: "bind-sample", seed: .observation, title: "@Bindable inside ForEach",
        explanation: """
            @Bindable also works on a local variable: each ForEach row declares \
            @Bindable var child = $0 and binds its TextField to $child.value. Type into each \
            field: the line below shows that each one writes to its own child store.
            """
    ) { BindSamplePage() }
}
