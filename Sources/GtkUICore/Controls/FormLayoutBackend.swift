/// Turns ``Form`` and the ``Section``s in it into a toolkit's preferences page: titled
/// groups of rows, as GNOME's preferences windows show settings.
///
/// Design notes:
/// - A form is a page that scrolls vertically, its content kept to a readable width and
///   centred. ``placeFormContent(_:children:)`` receives the content's widgets in order: the
///   form sections it made with ``makeFormSection()`` stay as they are, and each run of other
///   widgets between them is gathered into an untitled group, as SwiftUI does.
/// - A form section is a header, a card of rows (one row per widget, separated by lines) and
///   a footer. Rows are not selectable; a row holding a button is activated by the button.
/// - Reached through `graph.backend as? any FormLayoutBackend`.
///
/// ```swift
/// let form = backend.makeForm()
/// let section = backend.makeFormSection()
/// backend.placeFormSectionParts(section, header: [title], rows: [toggle, picker], footer: [])
/// backend.placeFormContent(form, children: [section])
/// ```
@MainActor
public protocol FormLayoutBackend: Backend {
    /// Creates an empty, vertically scrolling form page.
    func makeForm() -> BackendWidget
    /// Shows `children` in the form: its sections as they are, other widgets in untitled groups.
    func placeFormContent(_ form: BackendWidget, children: [BackendWidget])
    /// Lays the form's sections out as `style` asks, writing only when it changed.
    func updateForm(_ form: BackendWidget, style: FormLayoutStyle)
    /// Creates an empty form section.
    func makeFormSection() -> BackendWidget
    /// Shows `header` above the section's rows, one row per widget of `rows`, and `footer` below.
    func placeFormSectionParts(
        _ section: BackendWidget, header: [BackendWidget], rows: [BackendWidget], footer: [BackendWidget])
}

/// How a form lays out its sections (from `.formStyle(_:)`).
public enum FormLayoutStyle: Hashable, Sendable {
    /// Each section a card of rows under its header.
    case grouped
    /// Rows in label and control columns, without cards.
    case columns
}
