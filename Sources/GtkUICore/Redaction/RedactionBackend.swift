/// Draws text as placeholders for `.redacted(reason: .placeholder)`.
///
/// Design notes:
/// - The graph asks only for labels whose redaction changes, so text that was never redacted
///   costs nothing.
/// - The label keeps its text, size and accessible name; only how it is drawn changes.
/// - Reached through `graph.backend as? any RedactionBackend`; without one, text draws as it is.
@MainActor
public protocol RedactionBackend: Backend {
    /// Draws `text` (a label from ``Backend/makeText(announced:)``) as a placeholder block
    /// while `isRedacted`, and as text otherwise.
    func updateRedaction(_ text: BackendWidget, isRedacted: Bool)
}
