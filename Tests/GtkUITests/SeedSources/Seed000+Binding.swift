// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 000, copied verbatim; only the import lines changed.
// Changed: each file's `import SwiftUI` is `import GtkUI` here at the top of the file (an import
// cannot sit inside the namespace).
import GtkUI

// Seed 000, 実装パターン2:@Stateと@Bindingを使う場合 (ContentView.swift and TextFieldSample.swift)
enum Seed000_StateAndBinding {
// ContentView.swift
struct ContentView: View {
    // TextFieldSampleに入力された値の変化を監視
    @State var text: String = ""
    
    var body: some View {
        // 引数に代入したContentViewの変数textが
        // TextFieldSampleの変数textに結びつく
        TextFieldSample(placeholder: "数字を入力", text: $text)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

// TextFieldSample.swift
// 使いまわせるようにContentViewから切り出したTextField
struct TextFieldSample: View {
    var placeholder : String
    @Binding var text: String
    
    var body: some View {
        VStack {
            TextField(placeholder, text: $text)
                .textFieldStyle(RoundedBorderTextFieldStyle())
                .frame(width: 250)
            
            // 変数textの値が数字でなければメッセージを表示
            if !isNumericString(text: text) {
                Text("数字を入力してください")
                    .frame(width: 250, height: 50)
                    .foregroundColor(Color.red)
            }
        }
    }
    
    // 引数の文字列が数字の文字列かどうか判定
    func isNumericString(text: String) -> Bool {
        if Int(text) == nil {
            return false
        } else {
            return true
        }
    }
}

struct TextFieldSample_Previews: PreviewProvider {
    static var previews: some View {
        TextFieldSample(placeholder: "テスト", text: .constant("test"))
    }
}
}
