import GtkUI

/// A preferences page built with `Form` and `Section`: switches, a picker, a stepper, a
/// text field and labeled values in titled groups with footers, and an untitled group; a
/// switch flips `.formStyle` between `.grouped` and `.columns`.
struct FormCatalog: View {
    @State private var name = "Ada’s Laptop"
    @State private var automaticUpdates = true
    @State private var interval = "Daily"
    @State private var notifications = true
    @State private var lockScreen = false
    @State private var volume = 4
    @State private var columns = false

    var body: some View {
        // `.formStyle` takes one style type, so each choice is its own form.
        if columns { form.formStyle(.columns) } else { form.formStyle(.grouped) }
    }

    private var form: some View {
        Form {
            TextField("Device Name", text: $name)
            Section {
                Toggle("Automatic Updates", isOn: $automaticUpdates)
                Picker("Check for Updates", selection: $interval) {
                    ForEach(["Hourly", "Daily", "Weekly"], id: \.self) { Text($0) }
                }
                LabeledContent("Installed Version", value: "46.2")
            } header: {
                Text("Software")
            } footer: {
                Text("Updates are downloaded in the background and installed on restart.")
            }
            Section("Notifications") {
                Toggle("Show Banners", isOn: $notifications)
                Toggle("Lock Screen Notifications", isOn: $lockScreen)
                Stepper("Alert Volume: \(volume)", value: $volume, in: 0...10)
            }
            Section {
                LabeledContent("Summary") {
                    Text(automaticUpdates ? "\(name) checks \(interval.lowercased())" : "\(name) never checks")
                }
            } footer: {
                Text("The summary follows the settings above.")
            }
            Section("Layout") {
                Toggle("Columns Without Cards", isOn: $columns)
                Button("Restore Defaults") {
                    (automaticUpdates, interval, notifications, lockScreen, volume) = (true, "Daily", true, false, 4)
                }
            }
        }
    }
}
