import CGtk

extension Gtk {
    /// A `GtkCalendar`: a Gregorian month grid with a selected day.
    public final class Calendar: Widget {
        /// Creates a calendar showing today.
        public convenience init() {
            self.init(UnsafeMutableRawPointer(gtk_calendar_new()))
        }

        private var calendar: OpaquePointer { OpaquePointer(pointer) }

        /// The selected day: its year, month (1–12) and day of the month.
        public var selectedDay: (year: Int, month: Int, day: Int) {
            guard let date = gtk_calendar_get_date(calendar) else { return (0, 0, 0) }
            defer { g_date_time_unref(date) }
            var year: Int32 = 0
            var month: Int32 = 0
            var day: Int32 = 0
            g_date_time_get_ymd(date, &year, &month, &day)
            return (Int(year), Int(month), Int(day))
        }

        /// Selects a day, showing its month, as clicking it does: GTK emits `day-selected`.
        /// Returns false for a day that does not exist.
        @discardableResult
        public func select(year: Int, month: Int, day: Int) -> Bool {
            // Noon: a local midnight can fall in a daylight-saving gap; only the day is read back.
            guard let date = g_date_time_new_local(Int32(year), Int32(month), Int32(day), 12, 0, 0) else {
                return false
            }
            defer { g_date_time_unref(date) }
            gtk_calendar_select_day(calendar, date)
            return true
        }
    }

    /// A `GtkSpinButton` for whole numbers: an entry with − and + buttons.
    public final class SpinButton: Widget {
        /// Creates a spin button for `range` that counts on from the far end at either end, and
        /// shows its value with at least `minimumDigits` digits ("07").
        public convenience init(range: ClosedRange<Int>, wraps: Bool, minimumDigits: Int) {
            self.init(
                UnsafeMutableRawPointer(
                    gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1)))
            gtk_spin_button_set_wrap(spinButton, wraps ? 1 : 0)
            gtk_spin_button_set_numeric(spinButton, 1)
            gtk_spin_button_set_digits(spinButton, 0)
            gtk_orientable_set_orientation(OpaquePointer(pointer), GTK_ORIENTATION_VERTICAL)
            let raw = pointer
            connectReturningBool("output") {
                let value = Int(gtk_spin_button_get_value_as_int(OpaquePointer(raw)))
                let text =
                    String(value).count < minimumDigits
                    ? String(repeating: "0", count: minimumDigits - String(value).count) + String(value)
                    : String(value)
                gtk_editable_set_text(gtkui_editable(raw), text)
                return true
            }
        }

        private var spinButton: OpaquePointer { OpaquePointer(pointer) }

        /// The value shown.
        public var value: Int {
            get { Int(gtk_spin_button_get_value_as_int(spinButton)) }
            set { gtk_spin_button_set_value(spinButton, Double(newValue)) }
        }

        /// The text the entry shows, such as "07".
        public var text: String { String(cString: gtk_editable_get_text(gtkui_editable(pointer))) }

        /// Steps the value by one as its + (`forward`) or − button does, wrapping if it wraps.
        public func step(forward: Bool) {
            gtk_spin_button_spin(spinButton, forward ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD, 1)
        }
    }
}

extension Gtk.Widget {
    /// This widget as a `GtkCalendar`, or nil when it is something else.
    public var asCalendar: Gtk.Calendar? { isA(gtk_calendar_get_type()) ? Gtk.Calendar(pointer) : nil }
    /// This widget as a `GtkSpinButton`, or nil when it is something else.
    public var asSpinButton: Gtk.SpinButton? {
        isA(gtk_spin_button_get_type()) ? Gtk.SpinButton(pointer) : nil
    }
}
