import GtkUI

/// Seed 004: `@State` and `@Binding` rebuilt as `@MyState` and `@MyBinding`, which store the
/// value in a shared `Storage` but never tell the view graph it changed; a dummy
/// `ObservableObject` forces the redraw.
///
/// Changes from the seed:
/// - The generic parameters the blog's HTML swallowed are restored: `Storage<Value>`,
///   `MyState<Value>`, `MyBinding<Value>` (the seed's code uses `Value` without declaring
///   it, which does not compile).
/// - The seed's `@main struct UnderstandStateApp` (`ContentView().environmentObject(DummyObject())`)
///   becomes `makeRootView(dummy:)`, since the gallery is the app.
/// Everything else, including the unused `currentValue` and `dummy` properties, is unchanged.
enum Seed004CustomWrappers {
    class Storage<Value> {
        var data: Value
        init(data: Value) {
            self.data = data
        }
    }

    @propertyWrapper struct MyState<Value> {
        var internalStorage: Storage<Value>  // 実際のデータ保存場所の定義   クラスで定義されているので、保存されたデータへのポインタが保持されている
        var wrappedValue: Value {  // get されるときには、保存場所にあるデータを返す
            get {
                return self.internalStorage.data
            }
            nonmutating set {
                self.internalStorage.data = newValue  // set されるときには、保存場所は変えずに、保存されているデータを更新する
            }
        }

        init(wrappedValue: Value) {
            self.internalStorage = Storage(data: wrappedValue)  // 初期化されるときに、データ保存場所を作成する
        }

        var projectedValue: MyBinding<Value> {  // データ保存場所へのリファレンスを保持する MyBinding を返す
            get {
                return MyBinding(wrappedValue: self.wrappedValue, storage: self.internalStorage)
            }
        }
    }

    @propertyWrapper struct MyBinding<Value> {
        var sharedStorage: Storage<Value>  // 外部から渡された保存場所へのリファレンスを保持

        var wrappedValue: Value {
            get {
                return self.sharedStorage.data  // get されるときは、保存場所にあるデータを返す
            }
            nonmutating set {
                self.sharedStorage.data = newValue  // set されるときは、保存場所は変えずに、保存されているデータを更新する
            }
        }

        init(wrappedValue: Value, storage: Storage<Value>) {  // 初期化されるときに、外部から保存場所へのリファレンスを渡してもらう
            self.sharedStorage = storage
        }

        var projectedValue: MyBinding<Value> {  // データ保存場所へのリファレンスである自身を返す
            get {
                return self
            }
        }
    }

    struct ContentView: View {
        @EnvironmentObject var dummy: DummyObject
        @MyState private var value: Int = 0
        var currentValue: Int = 0
        var body: some View {
            VStack {
                DisplayView(value: value)
                    .padding()
                EditView(value: $value)
                    .padding()
                Button(
                    action: {
                        self.dummy.refresh()
                    }, label: { Text("refresh label") }
                )
                .padding(3)
                .border(Color.green, width: 3)
            }
        }
    }

    struct DisplayView: View {
        @EnvironmentObject var dummy: DummyObject
        var value: Int
        var body: some View {
            Text("\(value)")
                .padding(3)
                .border(Color.orange, width: 3)
        }
    }

    struct EditView: View {
        @EnvironmentObject var dummy: DummyObject
        @MyBinding var value: Int
        var body: some View {
            Stepper(
                "stepper \(value)",
                onIncrement: {
                    self.value = self.value + 1
                },
                onDecrement: {
                    self.value = self.value - 1
                }
            )
            .padding(3)
            .border(Color.red, width: 3)
        }
    }

    class DummyObject: ObservableObject {
        @Published var dummyVar: Int = 0
        func refresh() {
            self.objectWillChange.send()  // DummyObject の refresh を呼ぶことで、画面更新
        }
    }

    /// What the seed's `UnderstandStateApp` does: `ContentView().environmentObject(DummyObject())`.
    @MainActor
    static func makeRootView(dummy: DummyObject = DummyObject()) -> some View {
        ContentView().environmentObject(dummy)
    }
}
