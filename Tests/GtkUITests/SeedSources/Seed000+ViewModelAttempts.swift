// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 000, 実装パターン3:@ObservedObjectを使う場合 — the failed attempts at a view model and the
// step-by-step fragments that lead to ObservableObject. The seed shows the first three failing
// to compile on purpose; each gets the smallest change that makes it compile, marked below.
// Changed: each example's `import SwiftUI` is `import GtkUI` here at the top of the file.
import GtkUI

// Seed 000, 実装パターン3: first attempt, a class holding @Binding properties (no initializer)
enum Seed000_ClassWithBinding {
class ViewModel {
    // TextFieldに入力した文字を扱う変数
    @Binding var text: String
    // TextFieldに入力した文字が数字の文字列であるかどうかを表す変数
    @Binding var isNumericString: Bool
    // Changed: added an initializer; the seed shows this class failing with “Class 'ViewModel' has
    // no initializers” because the @Binding storage is never set.
    init(text: Binding<String>, isNumericString: Binding<Bool>) {
        self._text = text
        self._isNumericString = isNumericString
    }
}
}

// Seed 000, 実装パターン3: second attempt, the same class with an initializer assigning the values
enum Seed000_ClassWithBindingInit {
class ViewModel {
    // TextFieldに入力した文字を扱う変数
    @Binding var text: String
    // TextFieldに入力した文字が数字の文字列であるかどうかを表す変数
    @Binding var isNumericString: Bool
    
    // Changed: `@MainActor` added — GtkUI's Binding lives on the main actor with the views it
    // serves, so this class's initializer must too to create one.
    @MainActor init(text: String, isNumericString: Bool) {
        // Changed: `self.text = text` / `self.isNumericString = isNumericString` read the wrapped
        // value before the @Binding storage exists (the error the seed shows); the storage is set
        // to constant bindings instead.
        self._text = .constant(text)
        self._isNumericString = .constant(isNumericString)
    }
}
}

// Seed 000, 実装パターン3: third attempt, the view model as a View with an empty body. It compiles
// unchanged: `body` is a @ViewBuilder, so an empty body is an EmptyView (as in SwiftUI since
// Swift 5.4; the seed's error came from Xcode 12's Swift 5.3).
enum Seed000_ViewModelAsView {
struct ViewModel: View {
    // TextFieldに入力した文字を扱う変数
    @Binding var text: String
    // TextFieldに入力した文字が数字の文字列であるかどうかを表す変数
    @Binding var isNumericString: String
    
    var body: some View {
        
    }
}
}

// Seed 000, 実装パターン3: the fragments introducing ObservableObject, @Published and @ObservedObject
enum Seed000_ObservableObjectSteps {
// ObservableObjectに準拠したクラス
class ViewModel: ObservableObject {
    
}
}

// Seed 000, 実装パターン3: the @Published and @ObservedObject fragments
enum Seed000_PublishedSteps {
    // Added: the seed shows the @Published lines on their own; they live in the class they extend.
    class ViewModel: ObservableObject {
// 共有したい値に@Publishedをつける
@Published var text: String = ""
@Published var isNumericString: Bool = false
    }

    // Added: the seed shows the @ObservedObject line on its own; it lives in a view.
    struct ContentView: View {
// ViewModelの@Publishedをつけた変数を利用するため@ObservedObjectをつける
@ObservedObject var viewModel: ViewModel
        var body: some View { Text(viewModel.text) }
    }
}
