import CGtk
import GtkUICore

extension Gtk.Label {
    /// Shows `markup`, Pango markup (`<b>`, `<span weight="700">`, `<a href="…">`), and reads
    /// markup from now on.
    public func setMarkup(_ markup: String) { gtk_label_set_markup(gtkui_label(pointer), markup) }

    /// Shows `text` exactly as it is and stops reading markup.
    public func setPlainText(_ text: String) { gtk_label_set_text(gtkui_label(pointer), text) }

    /// Whether the label reads its source as Pango markup.
    public var usesMarkup: Bool { gtk_label_get_use_markup(gtkui_label(pointer)) != 0 }

    /// The label's Pango attributes in Pango's text form (`0 4294967295 weight bold`), or nil
    /// for none; setting a form Pango cannot read removes them.
    public var attributes: String? {
        get {
            guard let list = gtk_label_get_attributes(gtkui_label(pointer)) else { return nil }
            guard let text = pango_attr_list_to_string(list) else { return nil }
            defer { g_free(text) }
            let result = String(cString: text)
            return result.isEmpty ? nil : result
        }
        set {
            let list = newValue.flatMap { pango_attr_list_from_string($0) }
            gtk_label_set_attributes(gtkui_label(pointer), list)
            if let list { pango_attr_list_unref(list) }
        }
    }

    /// The most lines an ellipsized, wrapping label shows; -1 for no limit.
    public var lines: Int {
        get { Int(gtk_label_get_lines(gtkui_label(pointer))) }
        set { gtk_label_set_lines(gtkui_label(pointer), Int32(newValue)) }
    }

    /// Where text that does not fit is cut with an ellipsis.
    var ellipsizeMode: PangoEllipsizeMode {
        get { gtk_label_get_ellipsize(gtkui_label(pointer)) }
        set { gtk_label_set_ellipsize(gtkui_label(pointer), newValue) }
    }

    /// How the lines of a multi-line label line up.
    var justification: GtkJustification {
        get { gtk_label_get_justify(gtkui_label(pointer)) }
        set { gtk_label_set_justify(gtkui_label(pointer), newValue) }
    }

    /// Where text that does not fit is cut with an ellipsis; nil when it is never cut.
    public var truncationMode: Text.TruncationMode? {
        switch ellipsizeMode {
        case PANGO_ELLIPSIZE_START: .head
        case PANGO_ELLIPSIZE_MIDDLE: .middle
        case PANGO_ELLIPSIZE_END: .tail
        default: nil
        }
    }

    /// How the lines of a multi-line label line up with each other.
    public var lineAlignment: TextAlignment {
        switch justification {
        case GTK_JUSTIFY_CENTER: .center
        case GTK_JUSTIFY_RIGHT: .trailing
        default: .leading
        }
    }

    /// Whether the text is drawn cut short with an ellipsis.
    public var isEllipsized: Bool {
        gtk_label_get_layout(gtkui_label(pointer)).map { pango_layout_is_ellipsized($0) != 0 } ?? false
    }

    /// How many lines the text is drawn on.
    public var drawnLineCount: Int {
        gtk_label_get_layout(gtkui_label(pointer)).map { Int(pango_layout_get_line_count($0)) } ?? 0
    }

    /// The URI of the link under the pointer or with keyboard focus, if any.
    public var currentURI: String? { String(validatingCString: gtk_label_get_current_uri(gtkui_label(pointer))) }

    /// How one stretch of a label's text was drawn: the font Pango picked and its lines.
    public struct DrawnRun: Sendable, Equatable {
        /// The characters.
        public var text: String
        /// The family of the font used.
        public var family: String
        /// The size in device pixels.
        public var pixelSize: Double
        /// The weight of the face used (400 regular, 700 bold).
        public var weight: Int
        /// Whether the face is italic or oblique.
        public var isItalic: Bool
        /// Whether the run is underlined.
        public var isUnderlined: Bool
        /// Whether a line is drawn through the run.
        public var isStruckThrough: Bool
        /// The OpenType features requested for the run, such as `tnum`.
        public var fontFeatures: String
        /// The run's own colour as red, green and blue (0…1), or nil when it has the label's.
        public var foreground: [Double]? = nil
        /// The run's own opacity (0…1), or nil when it has the label's.
        public var foregroundAlpha: Double? = nil
    }

    /// The label's text as drawn, run by run, with the fonts Pango chose: what a person sees.
    public var drawnRuns: [DrawnRun] {
        guard let layout = gtk_label_get_layout(gtkui_label(pointer)), let source = pango_layout_get_text(layout)
        else { return [] }
        var runs: [DrawnRun] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item else { continue }
            let bytes = UnsafeRawBufferPointer(
                start: UnsafeRawPointer(source) + Int(item.pointee.offset), count: Int(item.pointee.length))
            var drawn = DrawnRun(
                text: String(decoding: bytes, as: UTF8.self), family: "", pixelSize: 0, weight: 400, isItalic: false,
                isUnderlined: false, isStruckThrough: false, fontFeatures: "")
            if let font = item.pointee.analysis.font, let description = pango_font_describe_with_absolute_size(font) {
                drawn.family = String(validatingCString: pango_font_description_get_family(description)) ?? ""
                drawn.pixelSize = Double(pango_font_description_get_size(description)) / Double(PANGO_SCALE)
                drawn.weight = Int(pango_font_description_get_weight(description).rawValue)
                let style = pango_font_description_get_style(description)
                drawn.isItalic = style == PANGO_STYLE_ITALIC || style == PANGO_STYLE_OBLIQUE
                pango_font_description_free(description)
            }
            var node = item.pointee.analysis.extra_attrs
            while let current = node {
                if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self) {
                    switch attribute.pointee.klass.pointee.type {
                    case PANGO_ATTR_UNDERLINE:
                        drawn.isUnderlined =
                            pango_attribute_as_int(attribute).pointee.value != Int32(PANGO_UNDERLINE_NONE.rawValue)
                    case PANGO_ATTR_STRIKETHROUGH:
                        drawn.isStruckThrough = pango_attribute_as_int(attribute).pointee.value != 0
                    case PANGO_ATTR_FOREGROUND:
                        let color = pango_attribute_as_color(attribute).pointee.color
                        drawn.foreground = [color.red, color.green, color.blue].map { Double($0) / 65535 }
                    case PANGO_ATTR_FOREGROUND_ALPHA:
                        drawn.foregroundAlpha = Double(pango_attribute_as_int(attribute).pointee.value) / 65535
                    case PANGO_ATTR_FONT_FEATURES:
                        drawn.fontFeatures = String(
                            cString: pango_attribute_as_font_features(attribute).pointee.features)
                    default: break
                    }
                }
                node = current.pointee.next
            }
            runs.append(drawn)
        } while pango_layout_iter_next_run(iterator) != 0
        return runs
    }
}
