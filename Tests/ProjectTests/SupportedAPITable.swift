import Foundation

/// An API named in the first column of README.md's "What's supported" tables.
struct SupportedAPIEntry: Equatable, Sendable {
    /// As written between backticks: `Text`, `.padding(_:)`, `Image(systemName:)`, `\.font`.
    var spelling: String
    /// The README line it is on.
    var line: Int
    /// What it names; nil when the spelling is none of the forms ``init(spelling:line:)`` reads.
    var qualifiedName: String?
    /// The argument labels written, for a call (`Image(systemName:)`); nil for a bare name.
    var labels: [String]?

    /// Reads a spelling: `@State` and `State` name the type `State`; `.padding(_:)` the View
    /// modifier `View.padding`; `Text.bold()` and `Font.title` members of `Text` and `Font`;
    /// `Image(systemName:)` an initializer (`Image.init`); `\.font` the environment value
    /// `EnvironmentValues.font`; and `Text + Text` the operator `Text.+`.
    init(spelling: String, line: Int) {
        self.spelling = spelling
        self.line = line
        var base = Substring(spelling)
        if base.hasPrefix("@") { base = base.dropFirst() }
        if base.hasPrefix("\\.") { base = "EnvironmentValues." + base.dropFirst(2) }
        if base.hasPrefix(".") { base = "View" + base }

        let operands = base.split(separator: " ")
        if operands.count == 3, operands[0] == operands[2], Self.isPath(operands[0]) {
            qualifiedName = "\(operands[0]).\(operands[1])"
            labels = ["_", "_"]
            return
        }
        if base.hasSuffix(")"), let open = base.firstIndex(of: "(") {
            let written = base[base.index(after: open)..<base.index(before: base.endIndex)]
            let parts = written.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.last == "", parts.dropLast().allSatisfy(Self.isIdentifier) else { return }
            labels = parts.dropLast().map(String.init)
            base = base[..<open]
            // `Image(systemName:)`: a type's name followed by a call is an initializer.
            if let last = base.split(separator: ".").last, last.first?.isUppercase == true { base += ".init" }
        }
        if Self.isPath(base) { qualifiedName = String(base) }
    }

    private static func isIdentifier(_ word: Substring) -> Bool {
        guard let first = word.first, first.isLetter || first == "_" else { return false }
        return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func isPath(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy(isIdentifier)
    }
}

/// Reads the API names out of README.md's "What's supported" section.
enum SupportedAPITable {
    static let heading = "## What's supported"

    /// Every backticked name in the first column of the section's table rows, in order.
    ///
    /// The section runs from ``heading`` to the next `## ` heading; header rows (whose first
    /// cell holds no backticks) and the other columns are free text.
    static func entries(inReadme readme: String) -> [SupportedAPIEntry] {
        var entries: [SupportedAPIEntry] = []
        var inSection = false
        for (offset, line) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("## ") { inSection = line == heading }
            guard inSection, line.hasPrefix("|") else { continue }
            let firstCell = line.dropFirst().prefix { $0 != "|" }
            let spans = firstCell.split(separator: "`", omittingEmptySubsequences: false)
            // Odd-numbered pieces are the insides of backticks.
            for index in stride(from: 1, to: spans.count - 1, by: 2) {
                entries.append(SupportedAPIEntry(spelling: String(spans[index]), line: offset + 1))
            }
        }
        return entries
    }
}
