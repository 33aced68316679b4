// swift-format-ignore-file
// (a verbatim copy of seed code, kept exactly as the seed shows it)
// Seed 000 — “Property Wrappers ( @State @Binding @ObservedObject @EnvironmentObject @StateObject )
// の使いどころを理解する”, copied verbatim; only the import line changed.
// Changed: each example's `import SwiftUI` is `import GtkUI` here at the top of the file, because
// an import cannot sit inside the namespace that keeps the seed's repeated names apart.
import GtkUI

// Seed 000, 実装パターン1:@Stateのみを使う場合 (ContentView)
enum Seed000_StateOnly {
struct ContentView: View {
    // @Stateをつけることでtextの値の変化を監視
    @State var text: String = ""
    
    var body: some View {
        VStack {
            // 変数textの値をTextFieldに入力された文字に更新
            TextField("数字を入力", text: $text)
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

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
}
