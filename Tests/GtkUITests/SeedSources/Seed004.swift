// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 004 — [SwiftUI] @State @Binding を理解する (MyState, MyBinding), copied verbatim. The seed
// shows no import lines; `import GtkUI` stands where `import SwiftUI` would.
import GtkUI

// Seed 004, MyState, MyBinding を作ってみる / を使ってみる
enum Seed004_MyStateMyBinding {
// MyState
// Changed: the seed's Storage, MyState and MyBinding use a type `Value` they never declare; each
// declaration gains the generic parameter `<Value>` and each use of the three names in a type
// position says `<Value>` (lines marked “Changed: <Value>”).
class Storage<Value> { // Changed: <Value>
  var data:Value
  init(data:Value) {
    self.data = data
  }
}

@propertyWrapper struct MyState<Value> { // Changed: <Value>
  var internalStorage: Storage<Value>          // 実際のデータ保存場所の定義   クラスで定義されているので、保存されたデータへのポインタが保持されている // Changed: <Value>
  var wrappedValue: Value {                    // get されるときには、保存場所にあるデータを返す
    get {
      return self.internalStorage.data
    }
    nonmutating set {
      self.internalStorage.data = newValue     // set されるときには、保存場所は変えずに、保存されているデータを更新する
    }
  }

  init(wrappedValue:Value) {
    self.internalStorage = Storage(data: wrappedValue)   // 初期化されるときに、データ保存場所を作成する
  }
   
  var projectedValue: MyBinding<Value> {       // データ保存場所へのリファレンスを保持する MyBinding を返す // Changed: <Value>
    get {
      return MyBinding(wrappedValue: self.wrappedValue, storage: self.internalStorage)
    }
  }
}

// MyBinding
@propertyWrapper struct MyBinding<Value> { // Changed: <Value>
  var sharedStorage:Storage<Value>                        // 外部から渡された保存場所へのリファレンスを保持 // Changed: <Value>
  
  var wrappedValue: Value {
    get {
      return self.sharedStorage.data                      // get されるときは、保存場所にあるデータを返す
    }
    nonmutating set {
      self.sharedStorage.data = newValue                 // set されるときは、保存場所は変えずに、保存されているデータを更新する
    }
  }
  
  init(wrappedValue: Value, storage: Storage<Value>) {   // 初期化されるときに、外部から保存場所へのリファレンスを渡してもらう // Changed: <Value>
    self.sharedStorage = storage       
  }

  var projectedValue: MyBinding<Value> {                 // データ保存場所へのリファレンスである自身を返す // Changed: <Value>
    get {
      return self
    }
  }
}

// MyState, MyBinding を使う SwiftUI コード
struct ContentView: View {
  @EnvironmentObject var dummy:DummyObject
  @MyState private var value:Int = 0
  var currentValue:Int = 0
  var body: some View {
    VStack {
      DisplayView(value: value)
        .padding()
      EditView(value: $value)
        .padding()
      Button(action: {
              self.dummy.refresh()
             }, label: { Text("refresh label")})
        .padding(3)
        .border(Color.green, width: 3)
    }
  }
}

struct DisplayView : View {
  @EnvironmentObject var dummy:DummyObject
  var value:Int
  var body: some View {
    Text("\(value)")
      .padding(3)
      .border(Color.orange, width: 3)
  }
}

struct EditView : View {
  @EnvironmentObject var dummy:DummyObject
  @MyBinding var value:Int
  var body: some View {
    Stepper("stepper \(value)", onIncrement: {
      self.value = self.value + 1
    }, onDecrement: {
      self.value = self.value - 1
    })
    .padding(3)
    .border(Color.red, width: 3)
  }
}

// main
class DummyObject: ObservableObject {
  @Published var dummyVar:Int = 0
  func refresh() {
    self.objectWillChange.send()    // DummyObject の refresh を呼ぶことで、画面更新
  }
}

// Changed: `@main` removed — a test target cannot have an entry point; the App struct is kept.
struct UnderstandStateApp: App {
    var body: some Scene {
        WindowGroup {
          ContentView().environmentObject(DummyObject())
        }
    }
}
}
