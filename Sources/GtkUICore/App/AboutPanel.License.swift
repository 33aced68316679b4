extension AboutPanel {
    /// The licence an app is distributed under: one of the standard licences GTK's About dialog
    /// knows (it links to the licence's text), or the app's own text.
    ///
    /// ```swift
    /// AboutPanel(license: .apache2)
    /// AboutPanel(license: .custom("Free for personal use."))
    /// ```
    public struct License: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case gpl2, gpl3, lgpl21, lgpl3, bsd, mit, artistic, gpl2Only, gpl3Only, lgpl21Only, lgpl3Only
            case agpl3, agpl3Only, bsd3, apache2, mpl2
            case custom(String)
        }

        let kind: Kind

        /// The GNU General Public License, version 2.0 or later.
        public static let gpl2 = License(kind: .gpl2)
        /// The GNU General Public License, version 3.0 or later.
        public static let gpl3 = License(kind: .gpl3)
        /// The GNU Lesser General Public License, version 2.1 or later.
        public static let lgpl21 = License(kind: .lgpl21)
        /// The GNU Lesser General Public License, version 3.0 or later.
        public static let lgpl3 = License(kind: .lgpl3)
        /// The BSD standard licence.
        public static let bsd = License(kind: .bsd)
        /// The MIT (X11) licence.
        public static let mit = License(kind: .mit)
        /// The Artistic License, version 2.0.
        public static let artistic = License(kind: .artistic)
        /// The GNU General Public License, version 2.0 only.
        public static let gpl2Only = License(kind: .gpl2Only)
        /// The GNU General Public License, version 3.0 only.
        public static let gpl3Only = License(kind: .gpl3Only)
        /// The GNU Lesser General Public License, version 2.1 only.
        public static let lgpl21Only = License(kind: .lgpl21Only)
        /// The GNU Lesser General Public License, version 3.0 only.
        public static let lgpl3Only = License(kind: .lgpl3Only)
        /// The GNU Affero General Public License, version 3.0 or later.
        public static let agpl3 = License(kind: .agpl3)
        /// The GNU Affero General Public License, version 3.0 only.
        public static let agpl3Only = License(kind: .agpl3Only)
        /// The 3-clause BSD licence.
        public static let bsd3 = License(kind: .bsd3)
        /// The Apache License, version 2.0.
        public static let apache2 = License(kind: .apache2)
        /// The Mozilla Public License, version 2.0.
        public static let mpl2 = License(kind: .mpl2)

        /// The app's own licence text, shown as written.
        ///
        /// - Parameter text: The licence text.
        public static func custom(_ text: String) -> License { License(kind: .custom(text)) }

        /// The text of a ``custom(_:)`` licence; nil for a standard one.
        public var customText: String? {
            if case .custom(let text) = kind { return text }
            return nil
        }

        /// The standard licence's position in GTK's `GtkLicense` list (from `GTK_LICENSE_GPL_2_0`,
        /// 2, onwards); nil for a custom one. For the GTK backend.
        public var _gtkLicenseIndex: Int? {
            let standard: [Kind] = [
                .gpl2, .gpl3, .lgpl21, .lgpl3, .bsd, .mit, .artistic, .gpl2Only, .gpl3Only, .lgpl21Only,
                .lgpl3Only, .agpl3, .agpl3Only, .bsd3, .apache2, .mpl2,
            ]
            return standard.firstIndex(of: kind).map { $0 + 2 }
        }
    }
}
