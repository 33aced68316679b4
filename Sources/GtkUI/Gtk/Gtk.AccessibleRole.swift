import CGtk

extension Gtk {
    /// The role a widget reports to assistive technologies (AT-SPI), for the roles GtkUI's
    /// widgets use; anything else is ``other``.
    public enum AccessibleRole: String, Sendable, CaseIterable {
        /// A push button.
        case button
        /// Important text spoken when it appears.
        case alert
        /// A check box.
        case checkbox
        /// A group of related widgets.
        case group
        /// A generic container.
        case generic
        /// A title or heading.
        case heading
        /// Static text.
        case label
        /// A list.
        case list
        /// A list item.
        case listItem
        /// An on/off switch.
        case toggleSwitch
        /// A text input.
        case textBox
        /// A window.
        case window
        /// A dialog window.
        case dialog
        /// An image.
        case image
        /// Decoration without meaning, which assistive technologies skip.
        case presentation
        /// Any other role.
        case other

        init(_ role: GtkAccessibleRole) {
            switch role {
            case GTK_ACCESSIBLE_ROLE_BUTTON: self = .button
            case GTK_ACCESSIBLE_ROLE_ALERT: self = .alert
            case GTK_ACCESSIBLE_ROLE_CHECKBOX: self = .checkbox
            case GTK_ACCESSIBLE_ROLE_GROUP: self = .group
            case GTK_ACCESSIBLE_ROLE_GENERIC: self = .generic
            case GTK_ACCESSIBLE_ROLE_HEADING: self = .heading
            case GTK_ACCESSIBLE_ROLE_LABEL: self = .label
            case GTK_ACCESSIBLE_ROLE_LIST: self = .list
            case GTK_ACCESSIBLE_ROLE_LIST_ITEM: self = .listItem
            case GTK_ACCESSIBLE_ROLE_SWITCH: self = .toggleSwitch
            case GTK_ACCESSIBLE_ROLE_TEXT_BOX: self = .textBox
            case GTK_ACCESSIBLE_ROLE_WINDOW: self = .window
            case GTK_ACCESSIBLE_ROLE_DIALOG: self = .dialog
            case GTK_ACCESSIBLE_ROLE_IMG: self = .image
            case GTK_ACCESSIBLE_ROLE_PRESENTATION: self = .presentation
            default: self = .other
            }
        }
    }
}
