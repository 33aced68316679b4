import GtkUI

/// Seed 001's `@State` example (from WWDC's "Discover Observation in SwiftUI"): a donut list
/// whose "Add Donut" button presents a sheet for a new `Donut` held in `@State`, with the
/// seed's `DonutView` (its `@Bindable` example) as the row.
///
/// Changes to the seed's code, the smallest that compile:
/// - The `.sheet(item:)` closure takes the donut (`donut in`): Swift does not let a closure
///   ignore its argument, and `$donutToAdd.name` cannot compile because `$donutToAdd` is a
///   `Binding<Donut?>`. The sheet makes its binding with `@Bindable var donut = donut`, the
///   seed's own idiom from `BindSampleView`, and Save appends `donut` instead of the
///   optional `donutToAdd`.
/// - Completed: the seed never shows `DonutList`, so it is a minimal `@Observable` class;
///   `Donut` gets `init(name: String = "")` so `Donut()` compiles and conforms to
///   `Identifiable` (by object identity) as `List` and `.sheet(item:)` require;
///   `DonutListPage` owns the list with `@State`, as the seed's caller would.
enum Seed001DonutList {
    @Observable
    final class DonutList {
        var donuts: [Donut] = []
    }

    @Observable class Donut: Identifiable {
        var name: String

        init(name: String = "") { self.name = name }
    }

    struct DonutView: View {
        @Bindable var donut: Donut
        var body: some View {
            TextField("Name", text: $donut.name)
        }
    }

    struct DonutListView: View {
        var donutList: DonutList
        @State private var donutToAdd: Donut?
        var body: some View {
            List(donutList.donuts) { DonutView(donut: $0) }
            Button("Add Donut") { donutToAdd = Donut() }
                .sheet(item: $donutToAdd) { donut in
                    @Bindable var donut = donut
                    TextField("Name", text: $donut.name)
                    Button("Save") {
                        donutList.donuts.append(donut)
                        donutToAdd = nil
                    }
                    Button("Cancel") { donutToAdd = nil }
                }
        }
    }

    /// Owns the list the seed's `DonutListView` is given.
    struct DonutListPage: View {
        @State private var donutList = DonutList()

        var body: some View {
            DonutListView(donutList: donutList)
        }
    }

    static let page = GalleryPage(
        name: "donuts", seed: .observation, title: "@State: a sheet for a new donut",
        explanation: """
            The list owns its donuts in an @Observable DonutList; the donut being added lives \
            in the view's own @State and drives .sheet(item:). Press Add Donut, type a name \
            and Save: the sheet closes and a row appears whose field edits that donut through \
            @Bindable. Cancel closes the sheet and adds nothing.
            """
    ) { DonutListPage() }
}
