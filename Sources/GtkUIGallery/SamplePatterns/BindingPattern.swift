import GtkUI

/// Pattern 2 of seed 000: `@State` in `ContentView`, and the reusable `TextFieldSample`
/// that takes the text as a `@Binding`.
///
/// Ported unchanged except for the import and the enclosing namespace.
enum BindingPattern {
    struct ContentView: View {
        // TextFieldSampleに入力された値の変化を監視
        @State var text: String = ""

        var body: some View {
            // 引数に代入したContentViewの変数textが
            // TextFieldSampleの変数textに結びつく
            TextFieldSample(placeholder: "数字を入力", text: $text)
        }
    }

    // 使いまわせるようにContentViewから切り出したTextField
    struct TextFieldSample: View {
        var placeholder: LocalizedStringKey
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
