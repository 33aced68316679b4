import CGtk
import GtkUICore

extension WindowHost {
    /// Shows `subtitle` under the title in the header bar, in GTK's `subtitle` style (smaller
    /// and dimmed); an empty subtitle gives the title its single line back.
    public func setSubtitle(_ subtitle: String) {
        guard subtitleLabel.text != subtitle else { return }
        subtitleLabel.text = subtitle
        let isInBox = titleLabel.parent?.pointer == titleBox.pointer
        guard subtitle.isEmpty == isInBox else { return }
        // The title moves between the header bar and the box; a tab bar in the title slot stays.
        let shown = headerBar.titleWidget?.pointer
        let showsTitle = shown == titleLabel.pointer || shown == titleBox.pointer
        if showsTitle { headerBar.setTitleWidget(nil) }
        if subtitle.isEmpty {
            titleBox.remove(titleLabel)
            titleBox.remove(subtitleLabel)
            if showsTitle { headerBar.setTitleWidget(titleLabel) }
        } else {
            subtitleLabel.addCSSClass("subtitle")
            subtitleLabel.wraps = false
            titleBox.verticalAlignment = GTK_ALIGN_CENTER
            titleBox.append(titleLabel)
            titleBox.append(subtitleLabel)
            if showsTitle { headerBar.setTitleWidget(titleBox) }
        }
    }

    /// The subtitle shown under the title (`.navigationSubtitle`), or "" when there is none.
    public var subtitle: String { subtitleLabel.text }
}
