// Seed 000's model class, unchanged: decides whether a string is an integer.
class CharacterDiscrimination {
    // 引数の文字列が数字の文字列かどうか判定
    func hasNumericString(text: String) -> Bool {
        if Int(text) == nil {
            return false
        } else {
            return true
        }
    }
}
